import { apiErrorText } from '@portal/shared-utils';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../messages';

export interface Confirmation<V> {
  /** The values waiting for the player's confirmation; null when no dialog is open. */
  asked: V | null;
  /** Whether the confirmed request is under way. */
  sending: boolean;
  /** The refused request's messages, one per line; '' when there is none. */
  error: string;
  ask: (values: V) => void;
  cancel: () => void;
  /** Sends the asked values; settles when the request has (a refusal shows in `error`). */
  confirm: () => Promise<void>;
  clearError: () => void;
}

/** The request a confirmation sends, and what follows once the server has accepted it. */
export interface ConfirmedRequest<V, R> {
  mutationFn: (values: V) => Promise<R>;
  onSuccess?: (result: R) => unknown;
}

/**
 * Ask first, then send (spec 2 §4): `ask` opens the dialog with the values; `confirm` sends them
 * and the dialog closes when the request has settled, a refusal's messages (or "We couldn't process
 * the request, please try again." when the server gave none, spec 2 §8) kept in `error` until the
 * player changes the input (clearError).
 */
export function useConfirmation<V, R = void>({
  mutationFn,
  onSuccess,
}: ConfirmedRequest<V, R>): Confirmation<V> {
  const [asked, setAsked] = useState<V | null>(null);
  const request = useMutation({ mutationFn, onSuccess, onSettled: () => setAsked(null) });
  const clearError = () => {
    if (request.isError) request.reset();
  };
  return {
    asked,
    sending: request.isPending,
    error: request.error
      ? apiErrorText(request.error, { fallback: messages.common.requestFailed })
      : '',
    ask: (values) => {
      clearError();
      setAsked(values);
    },
    cancel: () => setAsked(null),
    confirm: async () => {
      if (asked === null) return;
      await request.mutateAsync(asked).catch(() => undefined);
    },
    clearError,
  };
}
