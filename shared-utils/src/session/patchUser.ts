import { user$ } from '../streams/user';
import type { User } from '../user/User';
import { writeCachedUser } from './cachedUser';

/**
 * Applies changes the server has confirmed (an accepted terms version, a balance from the realtime
 * server) to the signed-in user on user$ and in the cached user, without reading the user again.
 * Nothing happens when signed out.
 */
export function patchUser(changes: Partial<User>): void {
  const user = user$.getValue();
  if (!user) return;
  const patched = { ...user, ...changes };
  writeCachedUser(patched);
  user$.next(patched);
}
