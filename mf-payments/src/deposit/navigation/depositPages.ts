import type { Promotion } from '../promotions/promotion';
import type { CashCode } from '@portal/contract';

/** What the player chose on Home for a payment: the amount in cents, the promotion and saved card. */
export interface PaymentDraft {
  amount: number;
  promotion: Promotion | null;
  cardId: number | null;
}

/**
 * What the player chose for a card payment: the amount as typed (the card page checks it with Home's
 * rules, as it may be reached before an amount is typed), the promotion and the saved card.
 */
export interface CardChoice {
  amount: string;
  promotion: Promotion | null;
  cardId: number | null;
}

/** The pages of the standard (AU/NZ) deposit modal (spec 2 §2). */
export type DepositPage =
  | { name: 'home' }
  | { name: 'select' }
  | { name: 'newCard'; choice: CardChoice }
  | { name: 'card'; choice: CardChoice }
  | { name: 'eft'; draft: PaymentDraft }
  | { name: 'bpay'; draft: PaymentDraft }
  | { name: 'cash'; code: CashCode | null }
  | { name: 'map' }
  | { name: 'payid' }
  | { name: 'success'; amount: number }
  | { name: 'error'; reason: string };
