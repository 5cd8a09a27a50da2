import type { AppContext } from '../app-context';
import { generalError } from '../http/http-error';
import { messages, type WithdrawalChanged } from '@portal/contract';
import { publishRefunds, refundPendingWithdrawals } from './withdrawal-ledger';
import { findWithdrawal, viewOf } from './withdrawal-records';

/**
 * POST /withdraw/{id}/reject: the player cancels a Pending withdrawal that is not automatic; its
 * amount is refunded once.
 */
export async function cancelWithdrawal(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<WithdrawalChanged> {
  const withdrawal = await findWithdrawal(ctx.db, userId, id);
  if (!withdrawal) throw generalError(404, messages.notFound);
  const refunds = await ctx.db.transaction((tx) =>
    refundPendingWithdrawals(tx, userId, { id }, false, ctx.clock()),
  );
  if (refunds.ids.length === 0) throw generalError(422, messages.withdrawals.notCancellable);
  await publishRefunds(ctx, userId, refunds);
  const cancelled = (await findWithdrawal(ctx.db, userId, id))!;
  return {
    data: viewOf(cancelled),
    meta: { message: messages.withdrawals.cancelled, ...refunds.wallet! },
  };
}
