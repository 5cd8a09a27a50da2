import { apiPost } from '@portal/shared-utils';
import { queryOptions } from '@tanstack/react-query';

/** A check the server has opened: its token and the provider whose widget runs it. */
export interface IdentityCheckOpened {
  verification_token: string;
  provider: string;
}

/** POST /verification/registerId: opens an identity check. */
export async function registerIdentityCheck(): Promise<IdentityCheckOpened> {
  const { data } = await apiPost<{ data: IdentityCheckOpened }>('/verification/registerId');
  return data.data;
}

/**
 * Opening a check, read as a query by the identity check that shows it: each check that mounts opens
 * its own (nothing is kept once it unmounts) and never reopens it while it shows; a check that
 * cannot open says why at once, with Try again (spec 1 §4), rather than after a retry.
 */
export const registerIdQuery = queryOptions({
  queryKey: ['verification', 'registerId'] as const,
  queryFn: registerIdentityCheck,
  staleTime: Infinity,
  gcTime: 0,
  retry: false,
});
