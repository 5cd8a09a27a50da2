import { useLatest } from '@portal/shared-utils';
import { errorText } from '@portal/shared-utils/forms';
import { useEffect, useRef, useState } from 'react';
import type { PaymentDraft } from '../navigation/depositPages';
import { activeCardSdk } from './activeCardSdk';
import {
  CARD_APPROVED,
  confirmCardPayment,
  createCardPayment,
  saveCardPayment,
} from './cardPaymentApi';
import type { CardFormEvent, CardFormHandle, CardSession } from './cardSdk';
import type { DepositResult } from './depositResult';

export type CardFormStatus =
  | 'opening'
  | 'loading'
  | 'ready'
  | 'submitting'
  /** The bank's 3-D Secure page waits for the player. */
  | 'challenge'
  | 'settling';

/**
 * One card payment (spec 2 §4 Card deposit): opens it, mounts the provider's form in `container`,
 * follows the form's events and settles it: the confirmation call after a plain success, the
 * 3-D Secure callback after a challenge, where only Approved is a success (with an empty reason
 * otherwise). A validation error only stops processing; an error shows the provider's message.
 */
export function useCardForm(draft: PaymentDraft, onResult: (result: DepositResult) => void) {
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<CardFormHandle | null>(null);
  const [status, setStatus] = useState<CardFormStatus>('opening');
  const [error, setError] = useState<string>();
  const latest = useLatest({ draft, onResult });

  useEffect(() => {
    let active = true;
    const settle = async (
      event: Extract<CardFormEvent, { type: 'success' }>,
      session: CardSession,
    ) => {
      setStatus('settling');
      const { draft: current, onResult: report } = latest.current;
      try {
        const settled = event.challenged
          ? await saveCardPayment(current, event.extra)
          : await confirmCardPayment(event.extra, session);
        if (!active) return;
        if (settled.status.id === CARD_APPROVED) report({ ok: true, amount: settled.amount });
        else report({ ok: false, reason: event.challenged ? '' : settled.message });
      } catch (failure) {
        if (active) report({ ok: false, reason: errorText(failure, '. ') });
      }
    };
    const onEvent = (session: CardSession) => (event: CardFormEvent) => {
      if (!active) return;
      if (event.type === 'loaded') setStatus('ready');
      else if (event.type === 'submitting') {
        setError(undefined);
        setStatus('submitting');
      } else if (event.type === 'validationError') setStatus('ready');
      else if (event.type === 'challenge') setStatus('challenge');
      else if (event.type === 'error') {
        setError(event.message);
        setStatus('ready');
      } else void settle(event, session);
    };
    createCardPayment(latest.current.draft).then(
      (session) => {
        if (!active || !container.current) return;
        setStatus('loading');
        handle.current = activeCardSdk().mount(container.current, session, onEvent(session));
      },
      (failure) => active && setError(errorText(failure, '. ')),
    );
    return () => {
      active = false;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [latest]);

  return { container, status, error, submit: () => handle.current?.submit() };
}
