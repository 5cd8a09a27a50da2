import { apiErrorText, useLatest } from '@portal/shared-utils';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PaymentDraft } from '../navigation/depositPages';
import { activeCardSdk } from './activeCardSdk';
import { CARD_APPROVED, createCardPayment, settleCardPayment } from './cardPaymentApi';
import type { CardFormEvent, CardFormHandle } from './cardSdk';
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
 * Nothing is reported once the page has gone (a mutation's own callbacks are then dropped).
 */
export function useCardForm(draft: PaymentDraft, onResult: (result: DepositResult) => void) {
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<CardFormHandle | null>(null);
  const [formStatus, setFormStatus] = useState<Exclude<CardFormStatus, 'opening'>>('loading');
  const [formError, setFormError] = useState<string>();
  const latest = useLatest({ draft, onResult });
  const opening = useMutation({ mutationFn: createCardPayment });
  const { mutate: settle } = useMutation({ mutationFn: settleCardPayment });
  const { mutate: open, data: session } = opening;

  useEffect(() => open(latest.current.draft), [open, latest]);

  useEffect(() => {
    if (!session || !container.current) return undefined;
    const onEvent = (event: CardFormEvent) => {
      if (event.type === 'loaded') setFormStatus('ready');
      else if (event.type === 'submitting') {
        setFormError(undefined);
        setFormStatus('submitting');
      } else if (event.type === 'validationError') setFormStatus('ready');
      else if (event.type === 'challenge') setFormStatus('challenge');
      else if (event.type === 'error') {
        setFormError(event.message);
        setFormStatus('ready');
      } else {
        setFormStatus('settling');
        const { draft: current, onResult: report } = latest.current;
        const { challenged, extra } = event;
        settle(
          { draft: current, session, challenged, extra },
          {
            onSuccess: (settled) =>
              report(
                settled.status.id === CARD_APPROVED
                  ? { ok: true, amount: settled.amount }
                  : { ok: false, reason: challenged ? '' : (settled.message ?? '') },
              ),
            onError: (failure) =>
              report({ ok: false, reason: apiErrorText(failure, { separator: '. ' }) }),
          },
        );
      }
    };
    const form = activeCardSdk().mount(container.current, session, onEvent);
    handle.current = form;
    return () => {
      form.destroy();
      handle.current = null;
    };
  }, [session, settle, latest]);

  return {
    container,
    status: session ? formStatus : ('opening' as const),
    error: opening.error ? apiErrorText(opening.error, { separator: '. ' }) : formError,
    submit: () => handle.current?.submit(),
  };
}
