import { apiErrorText } from '@portal/shared-utils';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../messages';
import { useRegisterPayId } from './registerPayId';

/** Generate shows this long a loading state after the call returns (spec 2 §9). */
export const PAYID_LOADING_MS = 5000;
/** Copied shows this long before Copy comes back (spec 2 §9). */
export const PAYID_COPIED_MS = 3000;

export type PayIdStep = 'generate' | 'loading' | 'copy' | 'copied';

/**
 * The PayID button (spec 2 §4): generate, 5 s of loading after the call, then copy, copied for 3 s,
 * then copy again. An unverified player is told to verify first and nothing is called.
 */
export function usePayId(saved: string | null, verified: boolean) {
  const [payId, setPayId] = useState(saved);
  const [step, setStep] = useState<PayIdStep>(saved ? 'copy' : 'generate');
  const [error, setError] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const registration = useRegisterPayId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (next: PayIdStep, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStep(next), ms);
  };

  const generate = async () => {
    setError(undefined);
    if (!verified) {
      setError(messages.deposit.payid.verifyFirst);
      return;
    }
    setStep('loading');
    try {
      setPayId(await registration.mutateAsync());
      later('copy', PAYID_LOADING_MS);
    } catch (failure) {
      // The server's message, or 'Something went wrong, please try again later.' (spec 2 §8 PayID).
      setError(apiErrorText(failure, { separator: '. ', fallback: messages.deposit.payid.error }));
      setStep('generate');
    }
  };

  const copy = async () => {
    if (!payId) return;
    await navigator.clipboard?.writeText(payId).catch(() => undefined);
    setStep('copied');
    later('copy', PAYID_COPIED_MS);
  };

  return { payId: step === 'loading' ? null : payId, step, error, generate, copy };
}
