import { filter, type Subscription } from 'rxjs';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import {
  TOKEN_STATUS_ENDED,
  TOKEN_STATUS_REFRESHABLE,
  unauthorized$,
  type UnauthorizedEvent,
} from '../streams/unauthorized';
import { messages } from '../messages';
import { notify } from '../streams/notifications';
import { endSession, logout } from './logout';
import { refreshToken } from './refreshToken';
import { refreshUser } from './refreshUser';

/** Whether the event is about the token in use (not a stale one already replaced). */
function concernsCurrentToken(event: UnauthorizedEvent): boolean {
  const current = session$.getValue().token;
  return current !== null && (event.token === undefined || event.token === current);
}

/**
 * Token status handling (spec 1 §4): status 1 refreshes the token once however many calls fail
 * together (then reads the user if it is not loaded yet), and a failed refresh logs out; any other
 * status ends the session here (the server has already ended it), and status 4 (the daily time
 * limit is used up) also tells the player why.
 */
export function handleUnauthorized(): Subscription {
  return unauthorized$.pipe(filter(concernsCurrentToken)).subscribe((event) => {
    if (event.token_status?.id === TOKEN_STATUS_REFRESHABLE) {
      refreshToken().then(
        () => (user$.getValue() ? undefined : refreshUser()),
        () => logout(),
      );
    } else {
      endSession();
      if (event.token_status?.id === TOKEN_STATUS_ENDED && event.message) {
        notify({ type: 'warning', title: messages.session.ended, message: event.message });
      }
    }
  });
}
