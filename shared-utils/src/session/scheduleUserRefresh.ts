import { EMPTY, switchMap, timer, type Subscription } from 'rxjs';
import { user$ } from '../streams/user';
import { refreshUser } from './refreshUser';

export const USER_REFRESH_DELAY_MS = 60_000;

/** Re-reads the user 60 s after each change of user$; the countdown restarts on every change. */
export function scheduleUserRefresh(): Subscription {
  return user$
    .pipe(switchMap((user) => (user ? timer(USER_REFRESH_DELAY_MS) : EMPTY)))
    .subscribe(() => void refreshUser());
}
