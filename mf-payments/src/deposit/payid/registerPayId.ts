import type { PayIdResponse } from '@portal/contract';
import { apiPost } from '@portal/shared-utils';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentDetailQuery } from '../../payment-details/paymentDetailQuery';

/** POST /deposit/zepto/register: the player's PayID (the same on every call). */
export async function registerPayId(): Promise<string> {
  return (await apiPost<PayIdResponse>('/deposit/zepto/register')).data.data.payid;
}

/** Registers the player's PayID, which becomes their saved one. */
export function useRegisterPayId() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerPayId,
    onSuccess: (payid) =>
      client.setQueryData(paymentDetailQuery('payid_details').queryKey, { payid }),
  });
}
