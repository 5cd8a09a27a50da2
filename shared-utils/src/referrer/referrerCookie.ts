import Cookies from 'js-cookie';
import { setSiteCookie } from '../cookies/siteCookie';

/** The query parameter that carries a referrer (affiliate) code, and the cookie it is kept in. */
export const REFERRER_PARAM = 'Referrer';
export const REFERRER_COOKIE = 'portal_referrer';
const REFERRER_COOKIE_DAYS = 7;

/** Keeps the Referrer query parameter of the current URL, when there is one, for 7 days (spec 1 §9). */
export function captureReferrer(search: string = window.location.search): void {
  const code = new URLSearchParams(search).get(REFERRER_PARAM)?.trim();
  if (!code) return;
  setSiteCookie(REFERRER_COOKIE, code, { days: REFERRER_COOKIE_DAYS, sameSite: 'Lax' });
}

/** The kept referrer code, sent with the sign-up as affiliate_token; null when there is none. */
export function readReferrer(): string | null {
  return Cookies.get(REFERRER_COOKIE) ?? null;
}
