import type { Promotion } from '../promotions/promotion';
import type { CashCode } from '../cash/cashCode';

/** What the player chose on Home for a payment: the amount in cents, the promotion and saved card. */
export interface PaymentDraft {
  amount: number;
  promotion: Promotion | null;
  cardId: number | null;
}

/** The pages of the standard (AU/NZ) deposit modal (spec 2 §2). */
export type DepositPage =
  | { name: 'home' }
  | { name: 'select' }
  | { name: 'newCard'; draft: PaymentDraft }
  | { name: 'card'; draft: PaymentDraft }
  | { name: 'eft'; draft: PaymentDraft }
  | { name: 'bpay'; draft: PaymentDraft }
  | { name: 'cash'; code: CashCode | null }
  | { name: 'map' }
  | { name: 'payid' }
  | { name: 'success'; amount: number }
  | { name: 'error'; reason: string };
