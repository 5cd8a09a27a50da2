import type { CardSession } from '@portal/contract';

/** What the provider's card form reports (spec 2 §4 Card deposit). */
export type CardFormEvent =
  | { type: 'loaded' }
  | { type: 'submitting' }
  | { type: 'validationError' }
  /** The card's bank asks the player to confirm (3-D Secure): the form shows the bank's page. */
  | { type: 'challenge' }
  | { type: 'error'; message: string }
  /** The form is done (paid or declined); the outcome is the API's to read when it settles. */
  | { type: 'success'; challenged: boolean; extra: Record<string, unknown> };

export interface CardFormHandle {
  /** Sends the card (the page's Deposit button). */
  submit: () => void;
  destroy: () => void;
}

/**
 * A card payment provider's browser SDK: it draws its card form (and any 3-D Secure challenge) into
 * an element the page owns and reports what happens. The page never sees the card number.
 */
export interface CardSdk {
  mount: (
    element: HTMLElement,
    session: CardSession,
    onEvent: (event: CardFormEvent) => void,
  ) => CardFormHandle;
}
