import type { ApiResponse } from '../api/apiRequest';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import type { User, UserLocale } from '../user/User';
import { writeCachedUser } from './cachedUser';
import { sessionStart$ } from './sessionStart';

/** The shared user with its limits; the payment details are read by mf-payments alone. */
export const CURRENT_USER_PATH = '/users/current?embed=limits';

/** The body of GET and POST /users/current. */
export interface CurrentUserResponse {
  data: Omit<User, 'locale'> & Partial<Pick<User, 'locale'>>;
  meta?: { locale?: UserLocale };
}

const EMPTY_LOCALE: UserLocale = { available_limits: [], bank_document_required: false };

/**
 * Publishes a current-user answer on user$ (meta.locale merged in as user.locale, the session start
 * taken from the session-time header) and caches it. Null, and nothing published, when the session
 * that asked (`token`) has ended meanwhile.
 */
export function publishCurrentUser(
  { data, headers }: ApiResponse<CurrentUserResponse>,
  token: string,
): User | null {
  if (session$.getValue().token !== token) return null;
  const user: User = {
    ...data.data,
    locale: data.meta?.locale ?? data.data.locale ?? EMPTY_LOCALE,
  };
  const sessionSeconds = Number(headers['session-time']);
  if (headers['session-time'] !== undefined && Number.isFinite(sessionSeconds)) {
    sessionStart$.next(Date.now() - sessionSeconds * 1000);
  }
  writeCachedUser(user);
  user$.next(user);
  return user;
}
