import type { User } from '../user/User';

const CACHED_USER_KEY = 'portal_user';

/**
 * The last user read, kept for this tab only (sessionStorage) so a reload can show the signed-in
 * header before the current-user call returns.
 */
export function readCachedUser(): User | null {
  try {
    const stored = sessionStorage.getItem(CACHED_USER_KEY);
    return stored ? (JSON.parse(stored) as User) : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: User): void {
  sessionStorage.setItem(CACHED_USER_KEY, JSON.stringify(user));
}

export function removeCachedUser(): void {
  sessionStorage.removeItem(CACHED_USER_KEY);
}
