import type { LimitRequest } from '@portal/shared-utils';

/** The looser limits and removals whose wait is over, waiting for the player's word. */
export function readyLimitRequests(requests: LimitRequest[]): LimitRequest[] {
  return requests.filter((request) => request.awaiting_confirmation);
}
