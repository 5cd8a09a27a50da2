import {
  EMPTY,
  catchError,
  distinctUntilChanged,
  from,
  map,
  of,
  switchMap,
  timer,
  type Observable,
  type Subscription,
} from 'rxjs';
import { apiGet } from '../api/apiRequest';
import { session$ } from '../streams/session';

/** How often a signed-in page tells the API it is still open. */
export const HEARTBEAT_MS = 60_000;

interface SessionTime {
  time_left_seconds: number | null;
}

function beat(): Observable<SessionTime | null> {
  return from(apiGet<{ data: SessionTime }>('/auth/session')).pipe(
    map((response) => response.data.data),
    catchError(() => of(null)),
  );
}

/** The next beat: in a minute, or just after the daily time limit runs out if that is sooner. */
function nextBeatMs(answer: SessionTime | null): number {
  const left = answer?.time_left_seconds;
  return left === null || left === undefined
    ? HEARTBEAT_MS
    : Math.min(HEARTBEAT_MS, left * 1000 + 1000);
}

/** A beat now, then the next one when its answer says, for as long as it is subscribed. */
function beats(): Observable<unknown> {
  return beat().pipe(switchMap((answer) => timer(nextBeatMs(answer)).pipe(switchMap(beats))));
}

/**
 * While signed in, GET /auth/session at once and then every minute: the API counts the session's
 * logged-in time from these calls (the US daily time limit), and once the limit is used up it ends
 * the session with token status 4, which handleUnauthorized turns into a logout with the reason.
 */
export function watchSessionTime(): Subscription {
  return session$
    .pipe(
      map((session) => session.token !== null),
      distinctUntilChanged(),
      switchMap((signedIn) => (signedIn ? beats() : EMPTY)),
    )
    .subscribe();
}
