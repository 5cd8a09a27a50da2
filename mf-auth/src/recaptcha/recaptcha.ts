import { getConfig, type PortalConfig } from '@portal/shared-utils';

/** The reCAPTCHA v3 actions the portal asks tokens for. */
export type RecaptchaAction = 'login' | 'signup';

/** The part of Google's reCAPTCHA v3 client (window.grecaptcha) the portal uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The client loading from each script element the portal added. */
const clients = new WeakMap<HTMLScriptElement, Promise<Grecaptcha | null>>();

/**
 * The site key to use, or null when the portal runs without reCAPTCHA: no site key configured
 * (the local default, whose API has a sandbox captcha) or the single-brand configuration (spec 1 §2).
 */
export function recaptchaSiteKey(config: PortalConfig = getConfig()): string | null {
  const siteKey = config.recaptcha.siteKey.trim();
  return siteKey && !config.features.singleBrand ? siteKey : null;
}

function scriptUrl(siteKey: string): string {
  return `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
}

function addScript(src: string): Promise<Grecaptcha | null> {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  const client = new Promise<Grecaptcha | null>((resolve) => {
    script.addEventListener('load', () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else resolve(null);
    });
    script.addEventListener('error', () => {
      // Removed so that the next call tries again.
      script.remove();
      resolve(null);
    });
  });
  clients.set(script, client);
  document.head.append(script);
  return client;
}

/**
 * Loads Google's reCAPTCHA client once for the configured site key; resolves with it, or with null
 * when reCAPTCHA is off or the script could not be loaded.
 */
export function loadRecaptcha(config: PortalConfig = getConfig()): Promise<Grecaptcha | null> {
  const siteKey = recaptchaSiteKey(config);
  if (!siteKey) return Promise.resolve(null);
  const src = scriptUrl(siteKey);
  const loaded = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find(
    (script) => script.src === src && clients.has(script),
  );
  return (loaded && clients.get(loaded)) ?? addScript(src);
}

/**
 * A reCAPTCHA v3 token for the action, sent as recaptcha_token. Empty when reCAPTCHA is off, or when
 * the client could not be loaded or refused: the API then judges the empty token.
 */
export async function recaptchaToken(action: RecaptchaAction): Promise<string> {
  const siteKey = recaptchaSiteKey();
  const client = siteKey ? await loadRecaptcha() : null;
  if (!siteKey || !client) return '';
  try {
    return await client.execute(siteKey, { action });
  } catch {
    return '';
  }
}
