import { apiDelete, apiPost, refreshUser, type LimitRequest } from '@portal/shared-utils';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS_HISTORY_KEY } from './history/historyApi';

export interface LimitChange {
  limitTypeId: number;
  durationTypeId: number;
  /** Cents; null removes the type's limit; undefined sets a plain-duration limit (no amount). */
  limit?: number | null;
}

/**
 * POST /limits (spec 2 §7): sets, tightens, loosens or removes one limit. Resolves with the change
 * left pending for this limit (a raise or a removal waits), or null when it applied at once.
 */
export async function changeLimit({
  limitTypeId,
  durationTypeId,
  limit,
}: LimitChange): Promise<LimitRequest | null> {
  const answer = await apiPost<{ data: { limit_requests: LimitRequest[] } }>('/limits', {
    limit_type_id: limitTypeId,
    duration_type_id: durationTypeId,
    ...(limit === undefined ? {} : { limit }),
  });
  const pending = answer.data.data.limit_requests.find(
    (request) => request.type.id === limitTypeId && request.duration.id === durationTypeId,
  );
  return pending ?? null;
}

/** POST /limits/requests/:id/confirm: a looser limit or a removal whose wait is over applies now. */
export async function confirmLimitRequest(request: LimitRequest): Promise<void> {
  await apiPost(`/limits/requests/${request.id}/confirm`);
}

/** DELETE /limits/requests/:id: the player keeps the limit in force and the request closes. */
export async function keepCurrentLimit(request: LimitRequest): Promise<void> {
  await apiDelete(`/limits/requests/${request.id}`);
}

/**
 * What a change to the player's limits makes stale, read again: the player (their limits and the
 * changes waiting) and every page of the limits history.
 */
export function useLimitsChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      refreshUser(),
      queryClient.invalidateQueries({ queryKey: LIMITS_HISTORY_KEY }),
    ]);
  };
}
