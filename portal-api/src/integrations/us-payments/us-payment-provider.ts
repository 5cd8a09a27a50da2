import type { CardFunding, UsCheckoutSetup } from '@portal/contract';

/** What the checkout widget needs (spec 2 §7 POST /deposit/paysafe/create meta). */
export type UsRequestCreation =
  | { ok: true; setup: UsCheckoutSetup }
  /** `reason` picks the spec's message. */
  | { ok: false; reason: 'unsupported' | 'unavailable' | 'vip-preferred' | 'play-plus' };

export type UsPaymentResult =
  | { status: 'completed'; amount: number }
  | { status: 'failed' }
  /** The token is not one the widget issued for this request: nothing changed. */
  | { status: 'invalid-token' };

/**
 * What a widget token pays with, as the provider's lookup of it answers before anything is
 * charged: a card with its funding type (null when the provider cannot tell), or another
 * instrument (a wallet, cash, a bank).
 */
export type UsPaymentSource =
  | { kind: 'card'; funding: CardFunding | null }
  | { kind: 'other' }
  /** The token is not one the widget issued for this request. */
  | { kind: 'invalid-token' };

/** A player's registration for a payout method, started through the provider's page. */
export interface PayoutRegistrationStart {
  userId: number;
  methodId: number;
  /** Where the provider's page sends the browser when the registration is done, or failed. */
  returnUrl: string;
  failedUrl: string;
  /** The page works until then. */
  expiresAt: Date;
}

/**
 * The US payment provider (paysafe): a deposit request completed through its checkout widget, and
 * the registration page for payout (withdrawal) methods.
 */
export interface UsPaymentProvider {
  createRequest(request: {
    userId: number;
    reference: string;
    amount: number;
    methodId: number;
  }): Promise<UsRequestCreation>;
  /** Looks up what the widget's payment token pays with; charges nothing. */
  paymentSource(reference: string, token: string): Promise<UsPaymentSource>;
  /** Completes the request with the widget's payment token; the amount is the provider's. */
  process(reference: string, token: string): Promise<UsPaymentResult>;
  /** Gives a completed payment back in full; a repeat refunds nothing more. */
  refund(reference: string): Promise<void>;
  /** The URL of the provider's registration page for this player and payout method. */
  startPayoutRegistration(start: PayoutRegistrationStart): Promise<string>;
}
