import type { User } from '@portal/shared-utils';

/** How the widget ended: CANCELLED when the player left it, otherwise what the provider reported. */
export type WidgetOutcome = string;

export const CANCELLED = 'CANCELLED';

/** What every identity-verification widget gets: the open check and whom it is about. */
export interface IdentityWidgetProps {
  /** The check opened by POST /verification/registerId. */
  verificationToken: string;
  /** The brand's ruleset for the player's country (config.brand.identityRuleSets), if it has one. */
  ruleSet: string | null;
  user: User;
  onFinish: (outcome: WidgetOutcome) => void;
}
