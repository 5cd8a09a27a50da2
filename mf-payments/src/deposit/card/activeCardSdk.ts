import type { CardSdk } from './cardSdk';
import { sandboxCardSdk } from './sandboxCardSdk';

/**
 * The card provider's SDK the portal talks to. The reference API runs the card sandbox
 * (CARD_PAYMENTS_PROVIDER=sandbox), so its offline form is the one used; a live provider's SDK
 * implements the same CardSdk interface.
 */
export function activeCardSdk(): CardSdk {
  return sandboxCardSdk;
}
