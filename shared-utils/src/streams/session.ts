import { BehaviorSubject } from 'rxjs';
import { readTokenCookie } from '../session/tokenCookie';

export interface SessionState {
  token: string | null;
}

/** Signed out (token null) or signed in with the auth token; seeded from the auth cookie. */
export const session$ = new BehaviorSubject<SessionState>({ token: readTokenCookie() });
