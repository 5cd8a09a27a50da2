import { useRef, useState } from 'react';
import { messages } from './messages';
import { platformUrl } from './platformUrl';
import { usePortal } from './portalContext';
import { useLatestValue } from './useLatestValue';

export type PlayState =
  | { status: 'idle' | 'busy' }
  | { status: 'placed'; amount: number }
  | { status: 'refused'; message: string };

/**
 * Places a bet or a contest entry through this app's platform (`route`: `bets`, `entries`), which
 * decides the stake and takes it from the portal balance; signed out, it opens the login modal.
 * An attempt keeps its id until the platform answers it, so trying again after a lost answer
 * cannot take the stake twice.
 */
export function usePlay(route: string, choice: Record<string, string>) {
  const { session$, openModal } = usePortal();
  const token = useLatestValue(session$)?.token;
  const attempt = useRef<string | null>(null);
  const [state, setState] = useState<PlayState>({ status: 'idle' });

  const play = async () => {
    if (state.status === 'busy') return;
    if (!token) return openModal('login');
    attempt.current ??= crypto.randomUUID();
    setState({ status: 'busy' });
    try {
      const response = await fetch(platformUrl(route), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...choice, attempt: attempt.current }),
      });
      const answer = await response.json();
      if (response.status < 500) attempt.current = null;
      setState(
        response.ok
          ? { status: 'placed', amount: answer.amount }
          : { status: 'refused', message: answer.message },
      );
    } catch {
      setState({ status: 'refused', message: messages.platformUnreachable });
    }
  };
  return { state, play };
}
