import { useState } from 'react';
import { failureText } from './failureText';

export interface Confirmation<V> {
  /** The values waiting for the player's confirmation; null when no dialog is open. */
  asked: V | null;
  /** Whether the confirmed request is under way. */
  sending: boolean;
  /** The refused request's messages, one per line; '' when there is none. */
  error: string;
  ask: (values: V) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
  clearError: () => void;
}

/**
 * Ask first, then send (spec 2 §4): `ask` opens the dialog with the values; `confirm` sends them
 * and the dialog closes when the request has settled, a refusal's messages kept in `error` until the
 * player changes the input (clearError).
 */
export function useConfirmation<V>(send: (values: V) => Promise<void>): Confirmation<V> {
  const [asked, setAsked] = useState<V | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  return {
    asked,
    sending,
    error,
    ask: (values) => {
      setError('');
      setAsked(values);
    },
    cancel: () => setAsked(null),
    confirm: async () => {
      if (asked === null) return;
      setSending(true);
      try {
        await send(asked);
      } catch (refusal) {
        setError(failureText(refusal));
      } finally {
        setSending(false);
        setAsked(null);
      }
    },
    clearError: () => setError(''),
  };
}
