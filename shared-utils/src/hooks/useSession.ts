import { session$, type SessionState } from '../streams/session';
import { useObservable } from './useObservable';

/** The session: `token` is null when signed out. */
export function useSession(): SessionState {
  return useObservable(session$);
}
