import { useCallback } from 'react';
import { useHref } from 'react-router-dom';
import { usWithdrawPath } from './usMethods';

/**
 * The pages the registration sends the player back to: the method's amount page when it succeeded,
 * the start of the flow when it failed (absolute URLs, under the account basename).
 */
export function useRegistrationUrls() {
  const flowPath = useHref(usWithdrawPath());
  return useCallback(
    (methodId: number) => {
      const origin = window.location.origin;
      const request = usWithdrawPath('request', methodId).slice(usWithdrawPath().length);
      return { returnUrl: `${origin}${flowPath}${request}`, failedUrl: `${origin}${flowPath}` };
    },
    [flowPath],
  );
}
