import type { User } from '@portal/contract';
import { apiGet } from '@portal/shared-utils';
import { queryOptions } from '@tanstack/react-query';

/** The payment details GET /users/current embeds when asked; the shared user leaves them out. */
export type PaymentDetailName = 'user_bank_account' | 'payid_details' | 'bpay_details';

/** Each payment detail as the API embeds it (the bank account null when the player has none). */
export type PaymentDetails = Required<Pick<User, PaymentDetailName>>;

/** GET /users/current?embed={name}: one of the player's payment details. */
export async function fetchPaymentDetail<Name extends PaymentDetailName>(
  name: Name,
): Promise<PaymentDetails[Name]> {
  const query = { embed: name };
  return (await apiGet<{ data: PaymentDetails }>('/users/current', { query })).data.data[name];
}

/** One payment detail as a query: `useQuery(paymentDetailQuery('bpay_details'))`. */
export function paymentDetailQuery<Name extends PaymentDetailName>(name: Name) {
  return queryOptions({
    queryKey: ['users', 'current', name] as const,
    queryFn: () => fetchPaymentDetail(name),
  });
}
