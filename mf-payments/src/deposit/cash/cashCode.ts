import { apiDelete, apiGet, apiPost } from '@portal/shared-utils';
import { messages } from '../../messages';
import { serverMessage } from '../serverMessage';
import { promotionPayload, type Promotion } from '../promotions/promotion';

/** A cash code to pay in-store (spec 2 §3); amount in cents. */
export interface CashCode {
  id: number;
  code: string;
  amount: number;
  qrCodeURL: string;
}

const text = messages.deposit.cash;

/** POST /deposit/blueshyft/code: a new cash code for the amount in cents. */
export async function generateCashCode(amount: number, promotion: Promotion | null) {
  const response = await apiPost<{ data: CashCode }>('/deposit/blueshyft/code', {
    amount,
    promotion: promotionPayload(promotion),
  });
  return response.data.data;
}

/** 'Error generating Blueshyft Code: {message}', or the plain text without a server message (spec 2 §8). */
export function cashCodeErrorText(error: unknown): string {
  const message = serverMessage(error);
  return message ? text.generateError(message) : text.generateErrorPlain;
}

/** GET /deposit/blueshyft/pending_code: the player's codes not yet paid. */
export async function fetchPendingCashCodes(): Promise<CashCode[]> {
  return (await apiGet<{ data: CashCode[] }>('/deposit/blueshyft/pending_code')).data.data;
}

/** DELETE /deposit/blueshyft/pending_code/{id}: cancels a code. */
export async function cancelCashCode(id: number): Promise<void> {
  await apiDelete(`/deposit/blueshyft/pending_code/${id}`);
}
