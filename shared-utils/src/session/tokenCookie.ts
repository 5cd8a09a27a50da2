import Cookies from 'js-cookie';
import { setSiteCookie } from '../cookies/siteCookie';

export const TOKEN_COOKIE = 'portal_token';
const TOKEN_COOKIE_DAYS = 365;

export function readTokenCookie(): string | null {
  return Cookies.get(TOKEN_COOKIE) ?? null;
}

/** Stores the auth token for 365 days; the cookie is Secure when the portal is served over https. */
export function writeTokenCookie(token: string): void {
  setSiteCookie(TOKEN_COOKIE, token, TOKEN_COOKIE_DAYS);
}

export function removeTokenCookie(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
