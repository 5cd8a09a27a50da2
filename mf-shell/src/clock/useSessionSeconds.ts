import { sessionStart$, useObservable, type User } from '@portal/shared-utils';
import { useNow } from './useNow';

/**
 * Seconds since the current session began, ticking each second (spec 1 §2, §9): from the
 * session-time header of the current-user call, or the player's last login until that arrives.
 * Null when there is no session start to count from.
 */
export function useSessionSeconds(user: Pick<User, 'last_login_at'> | null): number | null {
  const sessionStart = useObservable(sessionStart$);
  const now = useNow();
  const lastLogin = user?.last_login_at ? Date.parse(user.last_login_at) : Number.NaN;
  const start = sessionStart ?? (Number.isNaN(lastLogin) ? null : lastLogin);
  return start === null ? null : Math.max(0, Math.floor((now.getTime() - start) / 1000));
}
