import { randomBytes } from 'node:crypto';

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

export function isVerifiedOutcome(outcome: string): boolean {
  return (VERIFIED_OUTCOMES as readonly string[]).includes(outcome);
}

/** The identity-verification service whose widget the profile screen shows. */
export interface IdentityVerifier {
  /** Opens a verification for the person; the widget runs with the returned token. */
  register(person: IdentityPerson): Promise<{ verificationToken: string }>;
  /**
   * The service's outcome of a finished verification, e.g. VERIFIED, VERIFIED_WITH_CHANGES, FAIL.
   * `reported` is what the widget told the browser; a real service is asked instead.
   */
  outcome(verificationToken: string, person: IdentityPerson, reported: string): Promise<string>;
}

/** Last names that make the sandbox fail the check, like a provider's test identities. */
const SANDBOX_FAILING_LAST_NAME = /^fail/i;

/**
 * Offline: tokens are random, the outcome is the one the (sandbox) widget reported, except that a
 * person whose last name starts with "Fail" is never verified.
 */
export const sandboxIdentityVerifier: IdentityVerifier = {
  async register() {
    return { verificationToken: `sandbox_${randomBytes(16).toString('hex')}` };
  },
  async outcome(_token, person, reported) {
    return SANDBOX_FAILING_LAST_NAME.test(person.lastName) ? 'FAIL' : reported;
  },
};
