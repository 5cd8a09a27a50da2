import type { DefaultOptions } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError';

/**
 * How long an answer counts as fresh: none. A screen that opens reads again, as it always has (a
 * deposit just made shows in the transactions, a card just saved among the methods); meanwhile it
 * shows the answer it had. A query whose answer cannot go stale sets its own staleTime.
 */
export const QUERY_STALE_TIME_MS = 0;

/** A 4xx is the server's answer, not a failure (a 401 has already been through the token refresh). */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The page's query defaults: a refusal is never retried, a call without an answer or with a 5xx once;
 * no refetch when the window regains focus (the portal refreshes the user itself, docs/streams.md).
 */
export const queryDefaults: DefaultOptions = {
  queries: {
    staleTime: QUERY_STALE_TIME_MS,
    retry: (failureCount, error) => !isRefusal(error) && failureCount < 1,
    refetchOnWindowFocus: false,
  },
};
