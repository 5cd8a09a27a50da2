import type { CardFunding } from '@portal/contract';

/** A saved card as the provider knows it. */
export interface GatewayCard {
  token: string;
  /** First 6 and last 4 digits, e.g. 400555******0001. */
  label: string;
  funding: CardFunding;
}

/** The provider's record of a card payment. */
export interface CardPaymentRecord {
  reference: string;
  /** Cents, as the provider charges them. */
  amount: number;
  status: 'pending' | 'approved' | 'declined' | 'refunded';
  /** The provider's reason for a decline. */
  message: string | null;
  card: GatewayCard | null;
}

export interface CardPaymentRequest {
  userId: number;
  /** The merchant's reference for this payment. */
  reference: string;
  amount: number;
  currency: string;
  /** Pay with this saved card instead of one typed into the form. */
  cardToken: string | null;
  expiresAt: Date;
  /**
   * The merchant's acceptance rule: the provider's form refuses a card of these funding types
   * before authorising anything, and the payment stays open for another card.
   */
  refusedFunding: readonly CardFunding[];
}

/** The card payment provider (fatzebra): a hosted card form with 3-D Secure. */
export interface CardGateway {
  /** Opens a payment; the card form runs with `token`, `verification` proves the amount. */
  openPayment(request: CardPaymentRequest): Promise<{ token: string; verification: string }>;
  /** The provider's record, null when it has none. */
  payment(reference: string): Promise<CardPaymentRecord | null>;
  /** A tokenised card (its funding from the provider's card lookup), null when it has none. */
  card(token: string): Promise<GatewayCard | null>;
  /** Gives an approved payment back to the card in full; a repeat refunds nothing more. */
  refund(reference: string): Promise<void>;
}
