import { navigate, useSession } from '@portal/shared-utils';
import { useEffect } from 'react';

/**
 * Account pages need a signed-in player (spec 1 §2): with no session token this sends the page to /.
 * A token whose user is still loading counts as signed in, so a reload does not bounce the player.
 */
export function useSignedInOrRedirect(): boolean {
  const { token } = useSession();
  const signedOut = !token;
  useEffect(() => {
    if (signedOut) navigate('/', { replace: true });
  }, [signedOut]);
  return !signedOut;
}
