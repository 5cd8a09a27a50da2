import type { RealityCheck } from '@portal/contract';
import { realtimeEvents$ } from '@portal/shared-utils';
import { filter, map, type Observable } from 'rxjs';
import { isRealityCheck } from './isRealityCheck';

/** The event the server sends on the player's channel when the interval is set or a check answered. */
export const REALITY_CHECK_UPDATED_EVENT = 'reality-check.updated';

/** The reality checks another device (or this one) set or answered, as the server publishes them. */
export function realityCheckUpdates(): Observable<RealityCheck> {
  return realtimeEvents$.pipe(
    filter(({ event }) => event === REALITY_CHECK_UPDATED_EVENT),
    map(({ data }) => data),
    filter(isRealityCheck),
  );
}
