import { FORM_ERROR } from 'final-form';
import { useState, type RefObject } from 'react';
import { useGeoPacket } from '../../geo-packet/useGeoPacket';
import { messages } from '../../messages';
import type { DepositResult } from '../card/depositResult';
import { sandboxPaymentWidget } from './paymentWidget';
import { usCreateError, usRequestProblem } from './usCreateError';
import { useCreateUsDeposit, useProcessUsDeposit } from './usDepositApi';
import { registrationReturn } from '../../registration/registrationReturn';

const APPROVED = 3;
const errors = messages.deposit.us.errors;

/**
 * A US deposit: the request, its registration or id problems (spec 2 §8), the checkout widget and
 * the processing call, each call sent with a fresh location check's geo packet. Resolves with form
 * errors to show under the method list (a failed location check's text among them: nothing sent);
 * once the widget is up, every failure (the location check's too) goes to the failure page.
 */
export function useUsPayment(
  amount: number,
  widget: RefObject<HTMLDivElement | null>,
  onResult: (result: DepositResult) => void,
) {
  const [showingWidget, setShowingWidget] = useState(false);
  const { request: geoPacket, checking } = useGeoPacket('deposit');
  const creation = useCreateUsDeposit();
  const processing = useProcessUsDeposit();
  const start = async (methodId: number) => {
    let request;
    try {
      request = await creation.mutateAsync({
        methodId,
        amount,
        ...registrationReturn(window.location.href),
        geoPacket: await geoPacket(),
      });
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
      const token = await sandboxPaymentWidget.checkout(widget.current, request, methodId);
      const processed = await processing.mutateAsync({
        id: request.data.id,
        token,
        geoPacket: await geoPacket(),
      });
      onResult(
        processed.data.status.id === APPROVED
          ? { ok: true, amount: processed.data.amount }
          : { ok: false, reason: processed.meta.message || errors.createTryLater },
      );
    } catch (error) {
      onResult({ ok: false, reason: usCreateError(error) });
    }
    return undefined;
  };
  return { start, showingWidget, checkingLocation: checking };
}
