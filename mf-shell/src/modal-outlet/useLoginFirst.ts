import { openModal, type ModalRoute } from '@portal/shared-utils';
import { useEffect, useRef } from 'react';

const LOGIN_MODAL = 'login';

/**
 * A modal that needs a signed-in player, reached while signed out (e.g. a ?modal=deposit link),
 * asks the player to log in first: the login modal takes its place, and after a login the modal
 * opens with its params. Closing the login, or going on to another modal, drops it. `signedInOnly`
 * says the open modal is one of those. Returns true while the modal waits for the login, so it is
 * not drawn.
 */
export function useLoginFirst(
  modal: ModalRoute,
  signedInOnly: boolean,
  signedIn: boolean,
): boolean {
  const waiting = useRef<{ name: string; params: Record<string, string> } | null>(null);
  const { name, params } = modal;
  const needsLogin = !!name && signedInOnly && !signedIn;

  useEffect(() => {
    if (needsLogin && name) {
      waiting.current = { name, params };
      openModal(LOGIN_MODAL);
      return;
    }
    if (!waiting.current || name === LOGIN_MODAL) return;
    const next = waiting.current;
    waiting.current = null;
    if (!name && signedIn) openModal(next.name, next.params);
  }, [needsLogin, name, params, signedIn]);

  return needsLogin;
}
