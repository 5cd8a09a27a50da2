import { apiGet } from '../api/apiRequest';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import type { User, UserLocale } from '../user/User';
import { writeCachedUser } from './cachedUser';
import { sessionStart$ } from './sessionStart';

export const CURRENT_USER_PATH =
  '/users/current?embed=user_bank_account,limits,bpay_details,payid_details,user_cards';

interface CurrentUserResponse {
  data: Omit<User, 'locale'> & Partial<Pick<User, 'locale'>>;
  meta?: { locale?: UserLocale };
}

const EMPTY_LOCALE: UserLocale = { available_limits: [], bank_document_required: false };

/**
 * Reads the signed-in user and publishes it on user$, with meta.locale merged in as user.locale and
 * the session start taken from the session-time header. Resolves with the user, or null when signed
 * out or when the call fails (profile errors are swallowed, spec 1 §4).
 */
export async function refreshUser(): Promise<User | null> {
  const token = session$.getValue().token;
  if (!token) return null;
  try {
    const { data, headers } = await apiGet<CurrentUserResponse>(CURRENT_USER_PATH, {
      readHeaders: ['session-time'],
    });
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
  } catch {
    return null;
  }
}
