import { apiGet, apiPost } from '@portal/shared-utils';
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

/** POST /withdraw: a withdrawal of `amount` cents to the player's bank account. */
export async function createWithdrawal(amount: number, bankAccountId: number): Promise<void> {
  await apiPost('/withdraw', { amount, user_bank_account_id: bankAccountId });
}

/** POST /withdraw/{id}/reject: cancels a pending withdrawal. */
export async function cancelWithdrawal(id: number): Promise<void> {
  await apiPost(`/withdraw/${id}/reject`);
}

/** Whether the server still moves this withdrawal on its own (pending and automatic). */
export function isAutomaticPending(withdrawal: Withdrawal): boolean {
  return withdrawal.status.id === WITHDRAWAL_STATUS.pending && Boolean(Number(withdrawal.is_auto));
}
