import type { RealityCheck } from '@portal/contract';
import {
  EMPTY,
  distinctUntilChanged,
  filter,
  of,
  retry,
  switchMap,
  timer,
  type Observable,
} from 'rxjs';
import { isRealityCheck } from './isRealityCheck';

/** How long to wait before asking the server again when a reading fails. */
export const RETRY_DELAY_MS = 30_000;

/**
 * One reading of the check, asked again every RETRY_DELAY_MS until one succeeds. Each subscription
 * calls `read` (the portal's shared rxjs has no `defer`, so `of` starts it).
 */
export function readUntilAnswered(read: () => Promise<RealityCheck>): Observable<RealityCheck> {
  return of(null).pipe(
    switchMap(() => read()),
    retry({ delay: RETRY_DELAY_MS }),
  );
}

/**
 * When `scheduled` falls due, the check as the server counts it then (its session time and net
 * result). If the server has moved the check later meanwhile (answered on another device, the
 * interval changed) it waits for the new time instead; off (no next check) it never falls due.
 * Server times are compared with server times, so a device clock that runs early only asks early.
 */
function dueCheck(
  scheduled: RealityCheck,
  read: () => Promise<RealityCheck>,
): Observable<RealityCheck> {
  if (scheduled.next_check_at === null) return EMPTY;
  const dueAt = Date.parse(scheduled.next_check_at);
  return timer(new Date(dueAt)).pipe(
    switchMap(() => readUntilAnswered(read)),
    filter(isRealityCheck),
    switchMap((current) => {
      if (current.next_check_at === null) return EMPTY;
      return Date.parse(current.next_check_at) > dueAt ? dueCheck(current, read) : of(current);
    }),
  );
}

/**
 * The reality checks that fall due, each as the server counts it when due. `updates` are the
 * checks as set or answered (the first reading, the server's events, this device's answers): each
 * replaces the schedule, and one with the same due time as the last changes nothing. A reading
 * without a check in it (not the API's shape) shows nothing.
 */
export function dueRealityChecks(
  updates: Observable<RealityCheck>,
  read: () => Promise<RealityCheck>,
): Observable<RealityCheck> {
  return updates.pipe(
    distinctUntilChanged((previous, next) => previous.next_check_at === next.next_check_at),
    switchMap((scheduled) => dueCheck(scheduled, read)),
  );
}
