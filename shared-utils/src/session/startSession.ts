import { Subscription } from 'rxjs';
import { startRealtime } from '../realtime/startRealtime';
import { captureReferrer } from '../referrer/referrerCookie';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { watchTermsAcceptance } from '../terms/watchTermsAcceptance';
import { readCachedUser } from './cachedUser';
import { handleUnauthorized } from './handleUnauthorized';
import { watchInactivityTimeout } from './inactivity';
import { refreshUser } from './refreshUser';
import { scheduleUserRefresh } from './scheduleUserRefresh';
import { watchApiOutage } from './watchApiOutage';
import { watchSessionTime } from './watchSessionTime';

let running: Subscription | null = null;

/**
 * Starts the session services once (later calls do nothing): token status handling, the 60 s user
 * refresh, the inactivity timeout, the session heartbeat (daily time limit), realtime, the terms acceptance and the recovery from an API
 * outage; it keeps a Referrer query parameter of the landing URL; when a token is stored the cached
 * user shows at once and the user is read again.
 * root-config calls it after loadConfig().
 */
export function startSession(): void {
  if (running) return;
  running = new Subscription();
  running.add(handleUnauthorized());
  running.add(scheduleUserRefresh());
  running.add(watchInactivityTimeout());
  running.add(watchSessionTime());
  running.add(startRealtime());
  running.add(watchTermsAcceptance());
  running.add(watchApiOutage());
  captureReferrer();
  if (session$.getValue().token) {
    const cached = readCachedUser();
    if (cached && !user$.getValue()) user$.next(cached);
    void refreshUser();
  }
}
