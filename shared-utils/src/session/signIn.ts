import { session$ } from '../streams/session';
import { writeTokenCookie } from './tokenCookie';

/** Stores a new auth token in the cookie and publishes it. */
export function signIn(token: string): void {
  writeTokenCookie(token);
  session$.next({ token });
}
