import type { RealityCheck, RealityCheckInterval } from '@portal/contract';
import { apiGet, apiRequest } from '@portal/shared-utils';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const PATH = '/responsible-gambling/reality-check';

/** GET /responsible-gambling/reality-check: the player's interval and this session's figures. */
export async function fetchRealityCheck(): Promise<RealityCheck> {
  return (await apiGet<{ data: RealityCheck }>(PATH)).data.data;
}

export const realityCheckQuery = queryOptions({
  queryKey: ['responsible-gambling', 'reality-check'] as const,
  queryFn: fetchRealityCheck,
});

/** PUT /responsible-gambling/reality-check: sets the interval (0 turns the checks off). */
export async function saveRealityCheck(interval: RealityCheckInterval): Promise<RealityCheck> {
  const answer = await apiRequest<{ data: RealityCheck }>(PATH, {
    method: 'PUT',
    body: { interval_minutes: interval },
  });
  return answer.data.data;
}

/** Saves the interval; the server's answer becomes the player's reality check in the cache. */
export function useSaveRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRealityCheck,
    onSuccess: (saved) => client.setQueryData(realityCheckQuery.queryKey, saved),
  });
}
