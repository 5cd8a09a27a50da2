// Names that moved to @portal/auth (mf-auth) and that a deployed build of it still imports from
// here: each loads its new home on demand, so none costs the kernel's first load. Remove each when
// `npm run capture:published` shows no deployed build imports it (docs/architecture.md).
import { useEffect, useState } from 'react';
import type { RecaptchaAction } from '../../../mf-auth/src/recaptcha/recaptcha';
import { useConfig } from '../hooks/useConfig';

const recaptcha = () =>
  import(/* webpackChunkName: "compat-auth" */ '../../../mf-auth/src/recaptcha/recaptcha');

/**
 * @deprecated Moved to mf-auth (`mf-auth/src/recaptcha/recaptcha.ts`); remove when
 * `npm run capture:published` shows no deployed build imports it.
 */
export async function recaptchaToken(action: RecaptchaAction): Promise<string> {
  return (await recaptcha()).recaptchaToken(action);
}

/**
 * Whether the portal uses reCAPTCHA (false until mf-auth's reCAPTCHA module has loaded); when it
 * does, starts loading the client.
 *
 * @deprecated Moved to mf-auth (`mf-auth/src/recaptcha/useRecaptcha.ts`); remove when
 * `npm run capture:published` shows no deployed build imports it.
 */
export function useRecaptcha(): boolean {
  const config = useConfig();
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let current = true;
    void recaptcha().then(({ recaptchaSiteKey, loadRecaptcha }) => {
      if (!current) return;
      setEnabled(recaptchaSiteKey(config) !== null);
      void loadRecaptcha(config);
    });
    return () => {
      current = false;
    };
  }, [config]);
  return enabled;
}

/**
 * @deprecated Moved to mf-auth (`mf-auth/src/terms/acceptTerms.ts`); remove when
 * `npm run capture:published` shows no deployed build imports it.
 */
export async function acceptTerms(version: string): Promise<void> {
  const { acceptTerms: accept } = await import(
    /* webpackChunkName: "compat-auth" */ '../../../mf-auth/src/terms/acceptTerms'
  );
  return accept(version);
}
