import { isRecord } from '../../is-record';
import type { Captcha } from './captcha';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 scores below this are treated as bots. */
const MIN_SCORE = 0.5;

/** Google reCAPTCHA: the token is checked with the site secret. Network failures throw. */
export function createRecaptcha(secret: string, fetchImpl: typeof fetch = fetch): Captcha {
  return {
    async verify(token, remoteIp) {
      if (!token) return false;
      const response = await fetchImpl(VERIFY_URL, {
        method: 'POST',
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`reCAPTCHA answered ${response.status}`);
      const body: unknown = await response.json();
      if (!isRecord(body) || body.success !== true) return false;
      return typeof body.score !== 'number' || body.score >= MIN_SCORE;
    },
  };
}
