import { apiPost, patchUser } from '@portal/shared-utils';

/** Accepts a terms version and records it on the signed-in user at once. */
export async function acceptTerms(version: string): Promise<void> {
  await apiPost('/users/accept_terms', { accept_terms: true, version });
  patchUser({ accepted_terms_version: version });
}
