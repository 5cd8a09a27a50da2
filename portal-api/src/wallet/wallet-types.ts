/**
 * Both in cents. `balance` is the ledger sum; `available_balance` the part of it the player can bet
 * or withdraw (never more than `balance`). A withdrawal's money leaves both when it is requested.
 */
export interface WalletBalance {
  balance: number;
  available_balance: number;
}
