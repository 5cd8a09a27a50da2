import type { AppContext } from '../app-context';
import { LEDGER_CATEGORY, postLedgerEntry } from '../wallet/wallet-ledger';
import { messages } from '../messages';
import { DEPOSIT_STATUS } from './deposit-constants';
import { closeDeposit, type DepositRow } from './deposit-records';
import { formatDollars } from './money-format';

/** The ledger's idempotency key for a deposit: one credit per deposit, ever. */
export function depositKey(depositId: number): string {
  return `deposit:${depositId}`;
}

/**
 * Credits the amount the provider reports for the deposit, once: the ledger entry and the
 * deposit's Approved status are one transaction under the deposit's idempotency key, so a repeated
 * or concurrent confirmation records nothing more. Publishes the new balance and the deposit notice
 * only for the call that credited. True when this call credited.
 */
export async function creditDeposit(
  ctx: AppContext,
  deposit: DepositRow,
  providerAmount: number,
): Promise<boolean> {
  const now = ctx.clock();
  const posting = await ctx.db.transaction(async (tx) => {
    const result = await postLedgerEntry(
      tx,
      {
        userId: deposit.user_id,
        amount: providerAmount,
        categoryId: LEDGER_CATEGORY.deposits,
        description: 'Deposit',
        idempotencyKey: depositKey(deposit.id),
        meta: { provider: deposit.provider, reference: deposit.reference },
      },
      now,
    );
    if (result.status === 'posted') {
      await tx.query(
        `UPDATE deposits SET status_id = $2, message = 'Approved', settled_at = $3
         WHERE id = $1 AND status_id <> $2`,
        [deposit.id, DEPOSIT_STATUS.approved, now],
      );
    }
    return result;
  });
  if (posting.status !== 'posted') return false;
  await ctx.realtime.publishToUser(deposit.user_id, 'wallet.balance.updated', posting.wallet);
  await ctx.realtime.publishToUser(deposit.user_id, 'notification.deposited', {
    message: messages.deposits.deposited(formatDollars(providerAmount)),
  });
  return true;
}

/** The provider refused the deposit: it is rejected with the provider's reason. */
export function rejectDeposit(ctx: AppContext, deposit: DepositRow, reason: string | null) {
  return closeDeposit(ctx.db, deposit.id, DEPOSIT_STATUS.rejected, reason, ctx.clock());
}
