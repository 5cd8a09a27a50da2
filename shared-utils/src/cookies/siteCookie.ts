import Cookies from 'js-cookie';

/**
 * Sets a cookie for the whole site, Secure when served over https. It lives `days` days, or, without
 * them, until the browser session ends.
 */
export function setSiteCookie(
  name: string,
  value: string,
  { days, sameSite }: { days?: number; sameSite: 'Lax' | 'Strict' },
): void {
  Cookies.set(name, value, {
    expires: days,
    secure: window.location.protocol === 'https:',
    sameSite,
    path: '/',
  });
}
