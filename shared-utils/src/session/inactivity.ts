import {
  EMPTY,
  Observable,
  combineLatest,
  distinctUntilChanged,
  filter,
  fromEvent,
  interval,
  map,
  merge,
  switchMap,
  take,
  tap,
  throttleTime,
  type Subscription,
} from 'rxjs';
import { config$ } from '../config/config';
import { openModal } from '../modal/modalNavigation';
import type { ModalName } from '../modal/modalRegistry';
import { session$ } from '../streams/session';
import { logout } from './logout';

export const LAST_ACTIVITY_KEY = 'portal_last_activity';
export const INACTIVITY_CHECK_MS = 5000;
export const ACTIVITY_THROTTLE_MS = 5000;
export const SESSION_EXPIRED_MODAL = 'session-expired' satisfies ModalName;

const ACTIVITY_EVENTS = ['scroll', 'pointerdown', 'keydown'] as const;

function readLastActivity(): number | null {
  const stored = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
  return stored > 0 ? stored : null;
}

function recordActivity(): void {
  localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
}

/** Records activity (at most every 5 s) and emits once the player has been idle for timeoutMs. */
function watchInactivity(timeoutMs: number): Observable<void> {
  return new Observable<void>((subscriber) => {
    if (readLastActivity() === null) recordActivity();
    const activity = merge(
      ...ACTIVITY_EVENTS.map((name) => fromEvent(window, name, { capture: true, passive: true })),
    ).pipe(throttleTime(ACTIVITY_THROTTLE_MS), tap(recordActivity));
    const expiry = interval(INACTIVITY_CHECK_MS).pipe(
      filter(() => Date.now() - (readLastActivity() ?? Date.now()) >= timeoutMs),
      take(1),
      map(() => undefined),
    );
    const subscription = activity.subscribe();
    subscription.add(expiry.subscribe(subscriber));
    return subscription;
  });
}

/**
 * Inactivity timeout (spec 1 §4): while signed in and config.inactivityTimeoutMs is above 0, the
 * last activity is kept in localStorage (shared by the portal's tabs, kept across reloads, cleared
 * on sign-out) and checked every 5 s; once exceeded the player is logged out and the Session Expired
 * dialog opens.
 */
export function watchInactivityTimeout(): Subscription {
  return combineLatest([
    config$.pipe(map((config) => config.inactivityTimeoutMs)),
    session$.pipe(map((session) => session.token !== null)),
  ])
    .pipe(
      distinctUntilChanged((a, b) => a[0] === b[0] && a[1] === b[1]),
      switchMap(([timeoutMs, signedIn]) => {
        if (!signedIn) localStorage.removeItem(LAST_ACTIVITY_KEY);
        return timeoutMs > 0 && signedIn ? watchInactivity(timeoutMs) : EMPTY;
      }),
    )
    .subscribe(() => {
      void logout();
      openModal(SESSION_EXPIRED_MODAL);
    });
}
