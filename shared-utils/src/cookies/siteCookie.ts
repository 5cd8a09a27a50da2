import Cookies from 'js-cookie';

/** Keeps a cookie for the whole site for `days` days: Lax, and Secure when served over https. */
export function setSiteCookie(name: string, value: string, days: number): void {
  Cookies.set(name, value, {
    expires: days,
    secure: window.location.protocol === 'https:',
    sameSite: 'Lax',
    path: '/',
  });
}
