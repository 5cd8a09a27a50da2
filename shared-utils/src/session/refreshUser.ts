import { apiGet } from '../api/apiRequest';
import { session$ } from '../streams/session';
import type { User } from '../user/User';
import {
  CURRENT_USER_PATH,
  publishCurrentUser,
  type CurrentUserResponse,
} from './currentUserResponse';

/**
 * Reads the signed-in user and publishes it on user$ (see publishCurrentUser). Resolves with the
 * user, or null when signed out or when the call fails (profile errors are swallowed, spec 1 §4).
 */
export async function refreshUser(): Promise<User | null> {
  const token = session$.getValue().token;
  if (!token) return null;
  try {
    const response = await apiGet<CurrentUserResponse>(CURRENT_USER_PATH, {
      readHeaders: ['session-time'],
    });
    return publishCurrentUser(response, token);
  } catch {
    return null;
  }
}
