import { ApiError, apiPost } from '@portal/shared-utils';

/** What the server says a finished check came to (spec 1 §4 Account verification result). */
export type IdentityResult = 'VERIFIED' | 'FAIL' | 'NOT_VERIFIED';

/**
 * POST /verification/id: the server asks the provider how the check ended; only its answer counts.
 * Any outcome but VERIFIED or VERIFIED_WITH_CHANGES is refused with the outcome in meta.result.
 * Rejects when the server gave no outcome at all (e.g. the check is unknown or the call failed).
 */
export async function confirmIdentityCheck(verificationToken: string): Promise<IdentityResult> {
  try {
    await apiPost('/verification/id', { verification_token: verificationToken });
    return 'VERIFIED';
  } catch (error) {
    const result = error instanceof ApiError ? error.meta.result : undefined;
    if (typeof result !== 'string') throw error;
    return result === 'FAIL' ? 'FAIL' : 'NOT_VERIFIED';
  }
}
