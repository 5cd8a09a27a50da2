import { user$ } from '../streams/user';
import type { User } from '../user/User';
import { useObservable } from './useObservable';

/** The signed-in player, or null. */
export function useUser(): User | null {
  return useObservable(user$);
}
