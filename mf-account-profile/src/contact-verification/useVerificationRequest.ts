import { apiPost, notify, type Query } from '@portal/shared-utils';
import { errorText } from '@portal/shared-utils/forms';
import { useState } from 'react';

export interface VerificationRequest {
  send: () => Promise<void>;
  sending: boolean;
  /** Why the last request was refused, shown next to its button. */
  error?: string;
}

/**
 * A request that sends the player something to verify with (an e-mail link, a texted code): a
 * success toast with `sentText` when the server accepts it, its message when it refuses.
 */
export function useVerificationRequest(
  path: string,
  sentText: string,
  { query, onSent }: { query?: Query; onSent?: () => void } = {},
): VerificationRequest {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const send = async () => {
    setSending(true);
    setError(undefined);
    try {
      await apiPost(path, undefined, { query });
      notify({ title: sentText, message: '', type: 'success', timeout: 5000 });
      onSent?.();
    } catch (refused) {
      setError(errorText(refused));
    } finally {
      setSending(false);
    }
  };
  return { send, sending, error };
}
