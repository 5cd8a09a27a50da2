import { useConfig } from '@portal/shared-utils';
import { useEffect } from 'react';
import { loadRecaptcha, recaptchaSiteKey } from './recaptcha';

/**
 * Whether the portal uses reCAPTCHA (a site key is configured and the configuration is not the
 * single-brand one); when it does, starts loading the client so the first token comes quickly.
 */
export function useRecaptcha(): boolean {
  const config = useConfig();
  const enabled = recaptchaSiteKey(config) !== null;
  useEffect(() => {
    if (enabled) void loadRecaptcha(config);
  }, [config, enabled]);
  return enabled;
}
