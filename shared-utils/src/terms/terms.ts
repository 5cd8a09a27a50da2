import { apiGet, apiPost } from '../api/apiRequest';
import { writeCachedUser } from '../session/cachedUser';
import type { ModalName } from '../modal/modalRegistry';
import { user$ } from '../streams/user';

/** The modal in which a signed-in player accepts the current terms. */
export const TERMS_MODAL = 'terms-and-conditions' satisfies ModalName;

/** The current Terms and Conditions (spec 1 §3 Terms). */
export interface Terms {
  version: string;
  url: string;
  updated_at: string;
}

export async function fetchCurrentTerms(): Promise<Terms> {
  const { data } = await apiGet<{ data: Terms }>('/terms/current', { auth: false });
  return data.data;
}

/** Accepts a terms version and records it on the signed-in user at once. */
export async function acceptTerms(version: string): Promise<void> {
  await apiPost('/users/accept_terms', { accept_terms: true, version });
  const user = user$.getValue();
  if (!user) return;
  const accepted = { ...user, accepted_terms_version: version };
  writeCachedUser(accepted);
  user$.next(accepted);
}
