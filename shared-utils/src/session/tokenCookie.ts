import Cookies from 'js-cookie';
import { setSiteCookie } from '../cookies/siteCookie';

export const TOKEN_COOKIE = 'portal_token';

export function readTokenCookie(): string | null {
  return Cookies.get(TOKEN_COOKIE) ?? null;
}

/**
 * Stores the auth token in a session cookie (gone when the browser session ends), SameSite=Strict,
 * and Secure when the portal is served over https.
 */
export function writeTokenCookie(token: string): void {
  setSiteCookie(TOKEN_COOKIE, token, { sameSite: 'Strict' });
}

export function removeTokenCookie(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
