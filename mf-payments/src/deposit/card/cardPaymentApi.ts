import type { CardSession, CardSettlement } from '@portal/contract';
import { apiPost } from '@portal/shared-utils';
import type { PaymentDraft } from '../navigation/depositPages';
import { promotionPayload } from '../promotions/promotion';

/** Card payment status: Approved (spec 2 §3). */
export const CARD_APPROVED = 3;

/** POST /deposit/fatzebra/create: opens the card payment the provider's form takes. */
export async function createCardPayment(draft: PaymentDraft): Promise<CardSession> {
  const response = await apiPost<{ data: CardSession }>('/deposit/fatzebra/create', {
    amount: draft.amount,
    promotion: promotionPayload(draft.promotion),
    card_id: draft.cardId,
  });
  return response.data.data;
}

/** POST /deposit/fatzebra: the confirmation call after the form reported success. */
export async function confirmCardPayment(extra: Record<string, unknown>, session: CardSession) {
  const body = { reference_number: session.reference_number, extra };
  return (await apiPost<{ data: CardSettlement }>('/deposit/fatzebra', body)).data.data;
}

/** POST /deposit/fatzebra/save: the 3-D Secure callback, answering the payment's status. */
export async function saveCardPayment(draft: PaymentDraft, extra: Record<string, unknown>) {
  const body = {
    amount: draft.amount,
    card_id: draft.cardId,
    extra,
    promotion: promotionPayload(draft.promotion),
  };
  return (await apiPost<{ data: CardSettlement }>('/deposit/fatzebra/save', body)).data.data;
}

/** A card payment the provider's form is done with, and whether the bank's 3-D Secure page showed. */
export interface CardSettlementRequest {
  draft: PaymentDraft;
  session: CardSession;
  challenged: boolean;
  extra: Record<string, unknown>;
}

/** Settles a card payment: the 3-D Secure callback after a challenge, else the confirmation call. */
export function settleCardPayment({ draft, session, challenged, extra }: CardSettlementRequest) {
  return challenged ? saveCardPayment(draft, extra) : confirmCardPayment(extra, session);
}
