import { apiGet } from '../api/apiRequest';
import { queryOptions } from '../data/queryOptions';
import type { ModalName } from '../modal/modalRegistry';

/** The modal in which a signed-in player accepts the current terms. */
export const TERMS_MODAL = 'terms-and-conditions' satisfies ModalName;

/** The current Terms and Conditions (spec 1 §3 Terms). */
export interface Terms {
  version: string;
  url: string;
  updated_at: string;
}

/** GET /terms/current (no token). */
export async function fetchCurrentTerms(): Promise<Terms> {
  const { data } = await apiGet<{ data: Terms }>('/terms/current', { auth: false });
  return data.data;
}

/** The current terms as a query: `useQuery(currentTermsQuery)`. */
export const currentTermsQuery = queryOptions({
  queryKey: ['terms', 'current'] as const,
  queryFn: fetchCurrentTerms,
});
