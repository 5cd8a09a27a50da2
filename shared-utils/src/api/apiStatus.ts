import { BehaviorSubject } from 'rxjs';

/** Whether the portal API answers: 'unreachable' once a call got no answer from it. */
export type ApiStatus = 'available' | 'unreachable';

export const apiStatus$ = new BehaviorSubject<ApiStatus>('available');

/** What a gateway in front of the API answers when the API behind it is down. */
const GATEWAY_ERRORS = new Set([502, 503, 504]);

/**
 * Records how a call ended: `status` 0 when no answer came; `fromApi` false for an answer without
 * the API's own error body (a gateway's page). The API's own 502 or 503 (a provider it could not
 * reach) still means the API answered.
 */
export function recordApiAnswer(status: number, fromApi: boolean): void {
  const unreachable = status === 0 || (!fromApi && GATEWAY_ERRORS.has(status));
  const next: ApiStatus = unreachable ? 'unreachable' : 'available';
  if (apiStatus$.getValue() !== next) apiStatus$.next(next);
}
