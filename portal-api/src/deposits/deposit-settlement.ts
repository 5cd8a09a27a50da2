import type { AppContext } from '../app-context';
import type { Queryable } from '../db/db';
import { messages } from '@portal/contract';
import { lockPlayer } from '../restrictions/player-lock';
import { isDepositBlocked } from '../payment-blocks/method-blocks';
import { LEDGER_CATEGORY, postLedgerEntry } from '../wallet/wallet-ledger';
import { DEPOSIT_STATUS } from './deposit-constants';
import { creditRefusal } from './deposit-limits';
import { closeDeposit, type DepositRow } from './deposit-records';
import { returnToPayer } from './deposit-returns';
import { formatDollars } from './money-format';

/** The ledger's idempotency key for a deposit: one credit per deposit, ever. */
export function depositKey(depositId: number): string {
  return `deposit:${depositId}`;
}

/**
 * What happens to money arriving for a player on a break, self-excluded or closed: `credit` for
 * money the player committed before the restriction (a card payment or a US payment started
 * before it: a restricted player can start none): it is credited, so it can be withdrawn, and the
 * restriction keeps it from being played; `return` for money the player hands over now (cash at an
 * outlet counter, an instant PayID transfer), which is a new deposit and goes back to the payer.
 */
export type WhenRestricted = 'credit' | 'return';

/** The deposit while it is open, with the card it uses now (an approved new card is kept on it). */
async function stillOpen(tx: Queryable, depositId: number) {
  const [row] = await tx.query<{ card_id: number | null }>(
    'SELECT card_id FROM deposits WHERE id = $1 AND status_id IN ($2, $3)',
    [depositId, DEPOSIT_STATUS.pending, DEPOSIT_STATUS.processing],
  );
  return row;
}

/** Why money is returned: the method the player blocked, a deposit limit, or the account's block. */
const RETURNED_BECAUSE = {
  methodBlocked: messages.deposits.returnedBlocked,
  limit: messages.deposits.returnedOverLimit,
  blocked: messages.deposits.returnedRestricted,
} as const;

/**
 * Settles money the provider reports for an open deposit, once, under the player's lock: money
 * through a method the player has blocked by now (a card, the same card entered again, PayID or
 * cash) is returned, and the deposit-limit check is repeated at this moment (creditRefusal);
 * money that passes is credited (the ledger entry and the Approved status in one transaction,
 * under the deposit's idempotency key), money that does not is marked for return and handed back
 * to the payer. A deposit that is no longer open records nothing more. The new balance and the
 * notice are published in the background, only by the call that credited.
 */
export async function creditDeposit(
  ctx: AppContext,
  deposit: DepositRow,
  providerAmount: number,
  whenRestricted: WhenRestricted = 'credit',
): Promise<void> {
  const settled = await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, deposit.user_id);
    const now = ctx.clock();
    const open = await stillOpen(tx, deposit.id);
    if (!open) return null;
    const method = { methodId: deposit.method_id, cardId: open.card_id };
    const refusal = (await isDepositBlocked(tx, deposit.user_id, method, now))
      ? 'methodBlocked'
      : await creditRefusal(tx, deposit.user_id, providerAmount, now, whenRestricted);
    if (refusal) {
      const reason = RETURNED_BECAUSE[refusal];
      await closeDeposit(tx, deposit.id, DEPOSIT_STATUS.rejected, reason, now);
      await tx.query('UPDATE deposits SET return_due_at = $2 WHERE id = $1', [deposit.id, now]);
      return 'returned' as const;
    }
    const posting = await postLedgerEntry(
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
    if (posting.status !== 'posted') return null;
    await tx.query(
      `UPDATE deposits SET status_id = $2, message = 'Approved', settled_at = $3 WHERE id = $1`,
      [deposit.id, DEPOSIT_STATUS.approved, now],
    );
    return posting.wallet;
  });
  if (settled === null) return;
  if (settled === 'returned') {
    await returnToPayer(ctx, deposit);
    return;
  }
  ctx.realtime.publishToUser(deposit.user_id, 'wallet.balance.updated', settled);
  ctx.realtime.publishToUser(deposit.user_id, 'notification.deposited', {
    message: messages.deposits.deposited(formatDollars(providerAmount)),
  });
}

/** The provider refused the deposit: it is rejected with the provider's reason. */
export function rejectDeposit(ctx: AppContext, deposit: DepositRow, reason: string | null) {
  return closeDeposit(ctx.db, deposit.id, DEPOSIT_STATUS.rejected, reason, ctx.clock());
}
