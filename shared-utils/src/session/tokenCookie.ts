import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'portal_token';
const TOKEN_COOKIE_DAYS = 365;

export function readTokenCookie(): string | null {
  return Cookies.get(TOKEN_COOKIE) ?? null;
}

/** Stores the auth token for 365 days; the cookie is Secure when the portal is served over https. */
export function writeTokenCookie(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, {
    expires: TOKEN_COOKIE_DAYS,
    secure: window.location.protocol === 'https:',
    sameSite: 'Lax',
    path: '/',
  });
}

export function removeTokenCookie(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
