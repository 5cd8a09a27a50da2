import { apiDelete } from '../api/apiRequest';
import { clearQueryCache } from '../data/queryClient';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { clientSummaries$ } from '../user/clientSummaries';
import { removeCachedUser } from './cachedUser';
import { sessionStart$ } from './sessionStart';
import { removeTokenCookie } from './tokenCookie';

let pending: Promise<void> | null = null;

function clearSession(): void {
  removeTokenCookie();
  removeCachedUser();
  session$.next({ token: null });
  user$.next(null);
  clientSummaries$.next({});
  sessionStart$.next(null);
  clearQueryCache();
}

async function signOut(): Promise<void> {
  try {
    if (session$.getValue().token) await apiDelete('/auth', { notifyUnauthorized: false });
  } catch {
    // The session ends here whatever the server answered.
  } finally {
    clearSession();
  }
}

/**
 * Clears the session here without telling the server, which has already ended it (a revoked or
 * invalid token, a break, self-exclusion or closure just applied, the daily time limit): a DELETE
 * /auth with that token could only be refused.
 */
export function endSession(): void {
  clearSession();
}

/**
 * Tells the server, then always clears the token, user, bonuses, cached user and query cache, even
 * when the call fails. Calls made while a logout is under way share it.
 */
export function logout(): Promise<void> {
  pending ??= signOut().finally(() => {
    pending = null;
  });
  return pending;
}
