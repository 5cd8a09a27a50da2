import { apiPost } from '@portal/shared-utils';

/** US deposit method ids (spec 2 §3). */
export const US_METHOD = {
  trustly: 1,
  vipPreferred: 6,
  paypal: 7,
  creditCard: 8,
  paysafecash: 9,
  skrill: 10,
  playPlus: 11,
} as const;

export interface UsDepositRequest {
  data: { id: number; amount: number; status: { id: number; name: string } };
  meta: {
    merchant_reference_number: string;
    registration_id: string | null;
    consumer_id: string | null;
    single_use_customer_token: string | null;
    redirect_registration: string | null;
  };
}

export interface UsProcessed {
  data: { id: number; amount: number; status: { id: number; name: string } };
  meta?: { message?: string };
}

/** POST /deposit/paysafe/create: a US deposit request for the method and amount in cents. */
export async function createUsDeposit(methodId: number, amount: number) {
  const body = { deposit_request_type_id: methodId, amount };
  return (await apiPost<UsDepositRequest>('/deposit/paysafe/create', body)).data;
}

/** POST /deposit/paysafe/{id}/process: confirms the request with the widget's payment token. */
export async function processUsDeposit(id: number, token: string) {
  return (await apiPost<UsProcessed>(`/deposit/paysafe/${id}/process`, { token })).data;
}
