import { apiErrorText, apiPost } from '@portal/shared-utils';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../messages';
import { promotionPayload, type Promotion } from '../promotions/promotion';
import type { CashCode } from '@portal/contract';
import { pendingCashCodesQuery } from './pendingCashCodes';

const text = messages.deposit.cash;

/** POST /deposit/blueshyft/code: a new cash code for the amount in cents. */
export async function generateCashCode({
  amount,
  promotion,
}: {
  amount: number;
  promotion: Promotion | null;
}): Promise<CashCode> {
  const response = await apiPost<{ data: CashCode }>('/deposit/blueshyft/code', {
    amount,
    promotion: promotionPayload(promotion),
  });
  return response.data.data;
}

/** Generates a cash code; the open codes are read again when they next show. */
export function useGenerateCashCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateCashCode,
    onSuccess: () => client.invalidateQueries({ queryKey: pendingCashCodesQuery.queryKey }),
  });
}

/** 'Error generating Blueshyft Code: {message}', or the plain text without a server message (spec 2 §8). */
export function cashCodeErrorText(error: unknown): string {
  const message = apiErrorText(error, { separator: '. ', fallback: '' });
  return message ? text.generateError(message) : text.generateErrorPlain;
}
