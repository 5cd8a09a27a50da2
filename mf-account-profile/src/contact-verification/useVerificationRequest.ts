import { apiErrorText, notifySuccess } from '@portal/shared-utils';
import { useMutation } from '@tanstack/react-query';

export interface VerificationRequest {
  send: () => void;
  sending: boolean;
  /** Why the last request was refused, shown next to its button. */
  error?: string;
}

/**
 * A request that sends the player something to verify with (an e-mail link, a texted code): a
 * success toast with `sentText` when the server accepts it, its message when it refuses.
 */
export function useVerificationRequest(
  request: () => Promise<void>,
  sentText: string,
  onSent?: () => void,
): VerificationRequest {
  const mutation = useMutation({
    mutationFn: request,
    onSuccess: () => {
      notifySuccess(sentText);
      onSent?.();
    },
  });
  return {
    send: () => mutation.mutate(),
    sending: mutation.isPending,
    error: mutation.error ? apiErrorText(mutation.error) : undefined,
  };
}
