import type { CardSession } from '@portal/contract';
import { apiPost, ApiError, errorMessages } from '@portal/shared-utils';
import type { CardFormEvent, CardSdk } from './cardSdk';
import { cardChallenge } from './sandboxChallenge';
import { cardFields, type CardFields } from './sandboxCardFields';

type SandboxStatus = 'approved' | 'declined' | 'challenge';

interface SandboxAnswer {
  data: { status: SandboxStatus; message: string; reference_number: string };
}

/**
 * The offline card provider of the reference API (docs/deposits-api.md, card sandbox): its card form
 * posts the card to POST /sandbox/fatzebra/payments/{token}/card and, when the card asks for it,
 * shows the bank's 3-D Secure page, which answers through /challenge. A saved card needs no fields.
 */
export const sandboxCardSdk: CardSdk = {
  mount(element, session, onEvent) {
    const fields = session.cardToken ? null : cardFields(element);
    let active = true;
    const emit = (event: CardFormEvent) => active && onEvent(event);
    queueMicrotask(() => emit({ type: 'loaded' }));
    return {
      submit: () => void pay(element, session, fields, emit),
      destroy: () => {
        active = false;
        element.replaceChildren();
      },
    };
  },
};

async function pay(
  element: HTMLElement,
  session: CardSession,
  fields: CardFields | null,
  emit: (event: CardFormEvent) => void,
) {
  emit({ type: 'submitting' });
  fields?.showErrors({});
  let answer: SandboxAnswer['data'];
  try {
    const path = `/sandbox/fatzebra/payments/${session.token}/card`;
    answer = (await apiPost<SandboxAnswer>(path, fields ? fields.values() : {})).data.data;
  } catch (error) {
    const invalid = error instanceof ApiError && error.status === 422 && !error.errors.error;
    if (invalid && fields) {
      fields.showErrors(errorMessages(error, '. '));
      emit({ type: 'validationError' });
    } else {
      emit({ type: 'error', message: Object.values(errorMessages(error, '. ')).join('. ') });
    }
    return;
  }
  const extra = { reference_number: session.reference_number };
  // A declined card closes the payment session as an approved one does (the form cannot be sent
  // again): the form is done, and the API's settlement records the refusal (which frees what the
  // open payment held of the deposit limits) and gives the reason for Deposit Unsuccessful.
  if (answer.status === 'approved' || answer.status === 'declined') {
    emit({ type: 'success', challenged: false, extra });
  } else {
    emit({ type: 'challenge' });
    await cardChallenge(element, session.token);
    emit({ type: 'success', challenged: true, extra });
  }
}
