import { FORM_ERROR } from 'final-form';
import { useState, type RefObject } from 'react';
import { messages } from '../../messages';
import type { DepositResult } from '../card/depositResult';
import { sandboxPaymentWidget } from './paymentWidget';
import { usCreateError, usRequestProblem } from './usCreateError';
import { createUsDeposit, processUsDeposit } from './usDepositApi';

const APPROVED = 3;
const errors = messages.deposit.us.errors;

/**
 * A US deposit: the request, its registration or id problems (spec 2 §8), the checkout widget and
 * the processing call. Resolves with form errors to show under the method list.
 */
export function useUsPayment(
  amount: number,
  widget: RefObject<HTMLDivElement | null>,
  onResult: (result: DepositResult) => void,
) {
  const [showingWidget, setShowingWidget] = useState(false);
  const start = async (methodId: number) => {
    let request;
    try {
      request = await createUsDeposit(methodId, amount);
    } catch (error) {
      return { [FORM_ERROR]: usCreateError(error) };
    }
    const problem = usRequestProblem(methodId, request);
    if (problem) {
      if (request.meta.redirect_registration)
        window.open(request.meta.redirect_registration, '_blank');
      return { [FORM_ERROR]: problem };
    }
    if (!widget.current) return { [FORM_ERROR]: errors.createTryLater };
    setShowingWidget(true);
    try {
      const token = await sandboxPaymentWidget.checkout(widget.current, request);
      const processed = await processUsDeposit(request.data.id, token);
      onResult(
        processed.data.status.id === APPROVED
          ? { ok: true, amount: processed.data.amount }
          : { ok: false, reason: processed.meta?.message || errors.createTryLater },
      );
    } catch (error) {
      onResult({ ok: false, reason: usCreateError(error) });
    }
    return undefined;
  };
  return { start, showingWidget };
}
