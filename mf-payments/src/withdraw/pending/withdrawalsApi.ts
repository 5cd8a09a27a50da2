import { apiGet, apiPost } from '@portal/shared-utils';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '../../paging/paged';

/** Payment status ids a withdrawal shows with (spec 2 §3). */
export const WITHDRAWAL_STATUS = { pending: 1, processing: 2 } as const;

/** A withdrawal (spec 2 §3); amount in cents. */
export interface Withdrawal {
  id: number;
  transaction_id: string | number;
  created_at: string;
  amount: number;
  status: { id: number; name?: string };
  /** 1 when processed automatically. */
  is_auto: number | boolean;
}

/** GET /users/withdraw: the player's pending and processing withdrawals, one page of them. */
export async function fetchPendingWithdrawals(page: number): Promise<Paged<Withdrawal>> {
  const query = { payment_status_ids: '1,2', page };
  return (await apiGet<Paged<Withdrawal>>('/users/withdraw', { query })).data;
}

/** The key of every page of the pending withdrawals: a change to them makes them all stale. */
export const PENDING_WITHDRAWALS_KEY = ['users', 'withdraw'] as const;

/** One page of the pending withdrawals as a query. */
export function pendingWithdrawalsQuery(page: number) {
  return queryOptions({
    queryKey: [...PENDING_WITHDRAWALS_KEY, page] as const,
    queryFn: () => fetchPendingWithdrawals(page),
  });
}

/** POST /withdraw: a withdrawal of `amount` cents to the player's bank account. */
export async function createWithdrawal({
  amount,
  bankAccountId,
}: {
  amount: number;
  bankAccountId: number;
}): Promise<void> {
  await apiPost('/withdraw', { amount, user_bank_account_id: bankAccountId });
}

/** POST /withdraw/{id}/reject: cancels a pending withdrawal. */
export async function cancelWithdrawal(id: number): Promise<void> {
  await apiPost(`/withdraw/${id}/reject`);
}

/** A change to the pending withdrawals: once it is done, they are read again (not waited for). */
function usePendingWithdrawalsChange<Input>(change: (input: Input) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PENDING_WITHDRAWALS_KEY });
    },
  });
}

/** Requests a withdrawal to the player's bank account. */
export function useCreateWithdrawal() {
  return usePendingWithdrawalsChange(createWithdrawal);
}

/** Cancels a pending withdrawal. */
export function useCancelWithdrawal() {
  return usePendingWithdrawalsChange(cancelWithdrawal);
}

/** Whether the server still moves this withdrawal on its own (pending and automatic). */
export function isAutomaticPending(withdrawal: Withdrawal): boolean {
  return withdrawal.status.id === WITHDRAWAL_STATUS.pending && Boolean(Number(withdrawal.is_auto));
}
