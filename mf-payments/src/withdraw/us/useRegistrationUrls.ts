import { useCallback } from 'react';
import { useHref } from 'react-router-dom';
import { registrationReturn } from '../../registration/registrationReturn';
import { usWithdrawPath } from './usMethods';

/**
 * The pages the registration sends the player back to: the method's amount page when it succeeded,
 * the start of the flow saying it was cancelled otherwise (absolute URLs, under the account
 * basename).
 */
export function useRegistrationUrls() {
  const flowPath = useHref(usWithdrawPath());
  return useCallback(
    (methodId: number) => {
      const origin = window.location.origin;
      const request = usWithdrawPath('request', methodId).slice(usWithdrawPath().length);
      const { failedUrl } = registrationReturn(`${origin}${flowPath}`);
      return { returnUrl: `${origin}${flowPath}${request}`, failedUrl };
    },
    [flowPath],
  );
}
