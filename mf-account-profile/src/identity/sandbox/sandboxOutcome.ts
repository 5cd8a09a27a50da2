import { apiPost } from '@portal/shared-utils';

/**
 * POST /sandbox/identity/:token/outcome: tells the sandbox provider how the check ends;
 * POST /verification/id then reads it there.
 */
export async function recordSandboxOutcome(
  verificationToken: string,
  outcome: string,
): Promise<void> {
  await apiPost(`/sandbox/identity/${encodeURIComponent(verificationToken)}/outcome`, {
    outcome,
  });
}
