/** Both in cents; available_balance excludes money held for pending withdrawals. */
export interface WalletBalance {
  balance: number;
  available_balance: number;
}
