/** A cash code to pay in-store (spec 2 §3); amount in cents. */
export interface CashCode {
  id: number;
  code: string;
  amount: number;
  qrCodeURL: string;
}
