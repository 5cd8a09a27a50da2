import { apiGet, apiPost } from '@portal/shared-utils';
import { queryOptions, useMutation } from '@tanstack/react-query';

/** US withdrawal method ids (spec 2 §3). */
export const WITHDRAW_METHOD = { achCheck: 2, skrill: 4, sightline: 5 } as const;

/** A US withdrawal method and the player's registration with it (spec 2 §3). */
export interface WithdrawalMethod {
  withdrawal_request_type: { id: number; is_registrable: boolean | number; name?: string };
  user_paysafe_registration: { id: number | string; consumer_id?: string | null } | null;
  user_paysafe_bank_accounts: { id: number | string; label: string }[];
}

export interface WithdrawalMethods {
  /** Keyed by method id. */
  data: Record<string, WithdrawalMethod>;
  /** The smallest US withdrawal, in cents. */
  meta: { min_withdrawal: number };
}

/** The body of a US withdrawal request: cents, and the geo packet of the location check. */
export interface UsWithdrawalRequest {
  withdrawal_request_type_id: number;
  amount: number;
  account_id: number | string;
  geo_packet: string;
}

/** GET /users/withdrawal_request_types: the US withdrawal methods and the minimum withdrawal. */
export async function fetchWithdrawalMethods(): Promise<WithdrawalMethods> {
  return (await apiGet<WithdrawalMethods>('/users/withdrawal_request_types')).data;
}

/** The US withdrawal methods as a query. */
export const withdrawalMethodsQuery = queryOptions({
  queryKey: ['users', 'withdrawal_request_types'] as const,
  queryFn: fetchWithdrawalMethods,
});

/** A method's registration, and the pages its registration page sends the player back to. */
export interface RegistrationRequest {
  methodId: number;
  returnUrl: string;
  failedUrl: string;
}

/** POST /withdraw/paysafe/register: the link of the method's registration page. */
export async function requestRegistrationLink({
  methodId,
  returnUrl,
  failedUrl,
}: RegistrationRequest): Promise<string> {
  const body = { deposit_request_type_id: methodId, return_url: returnUrl, failed_url: failedUrl };
  const answer = await apiPost<{ data: { redirect_registration: string } }>(
    '/withdraw/paysafe/register',
    body,
  );
  return answer.data.data.redirect_registration;
}

/** POST /withdraw/paysafe/create: a US withdrawal. */
export async function createUsWithdrawal(request: UsWithdrawalRequest): Promise<void> {
  await apiPost('/withdraw/paysafe/create', request);
}

/** Asks for the link of a method's registration page. */
export function useRequestRegistrationLink() {
  return useMutation({ mutationFn: requestRegistrationLink });
}

/** Requests a US withdrawal. */
export function useCreateUsWithdrawal() {
  return useMutation({ mutationFn: createUsWithdrawal });
}
