/** Whom the identity check is about. */
export interface IdentityPerson {
  userId: number;
  firstName: string;
  lastName: string;
  birthDate: string;
  country: string;
}

/** The ID-check outcomes that verify a player (spec 1 §4). */
export const VERIFIED_OUTCOMES = ['VERIFIED', 'VERIFIED_WITH_CHANGES'] as const;

/** A check the player has not finished yet: asking again later may give a final outcome. */
export const PENDING_OUTCOME = 'PENDING';

export function isVerifiedOutcome(outcome: string): boolean {
  return (VERIFIED_OUTCOMES as readonly string[]).includes(outcome);
}

/** The identity-verification service whose widget the profile screen shows. */
export interface IdentityVerifier {
  /** Opens a verification for the person; the widget runs with the returned token. */
  register(person: IdentityPerson): Promise<{ verificationToken: string }>;
  /**
   * The service's own record of the verification's outcome, e.g. VERIFIED, VERIFIED_WITH_CHANGES,
   * FAIL, or PENDING while the player has not finished the widget.
   */
  outcome(verificationToken: string): Promise<string>;
}
