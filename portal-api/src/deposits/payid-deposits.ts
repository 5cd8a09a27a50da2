import type { AppContext } from '../app-context';
import { messages } from '../messages';
import { DEPOSIT_BOUNDS, DEPOSIT_METHOD, DEPOSIT_STATUS } from './deposit-constants';
import { lockPlayerLimits } from '../limits/limit-lock';
import { depositRefusal } from './deposit-limits';
import { findDeposit, insertDeposit, type DepositRow } from './deposit-records';
import { creditDeposit } from './deposit-settlement';
import { requireDepositor } from './depositor';

/** POST /deposit/zepto/register: the verified player's PayID, the same on every call. */
export async function registerPayId(ctx: AppContext, userId: number): Promise<string> {
  const player = await requireDepositor(ctx.db, userId, messages.deposits.verifyAccount);
  const payid = await ctx.integrations.payid.register({
    userId,
    firstName: player.first_name,
  });
  await ctx.db.query('UPDATE users SET payid = $2 WHERE id = $1', [userId, payid]);
  return payid;
}

/**
 * The provider reports a transfer to a PayID: recorded once per transfer id; a settled transfer
 * within the deposit bounds and limits is credited (the provider's amount), any other is rejected
 * and a settled one returned to the payer. A repeated or concurrent report credits nothing more.
 */
export async function receivePayIdTransfer(
  ctx: AppContext,
  transferId: string,
): Promise<DepositRow | undefined> {
  const transfer = await ctx.integrations.payid.transfer(transferId);
  if (!transfer) return undefined;
  const [owner] = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE payid = $1', [
    transfer.payid,
  ]);
  if (!owner) return undefined;
  const where = { provider: 'zepto', reference: transfer.id } as const;
  const now = ctx.clock();
  const returned = await ctx.db.transaction(async (tx) => {
    await lockPlayerLimits(tx, owner.id);
    if (await findDeposit(tx, where)) return false;
    const acceptable =
      transfer.status === 'settled' &&
      transfer.amount >= DEPOSIT_BOUNDS.min_deposit &&
      transfer.amount <= DEPOSIT_BOUNDS.max_deposit &&
      (await depositRefusal(tx, owner.id, transfer.amount, now)) === null;
    await insertDeposit(
      tx,
      {
        userId: owner.id,
        ...where,
        methodId: DEPOSIT_METHOD.payid,
        amount: transfer.amount,
        statusId: acceptable ? DEPOSIT_STATUS.pending : DEPOSIT_STATUS.rejected,
        message: acceptable ? null : messages.deposits.transferReturned,
      },
      now,
    );
    return !acceptable && transfer.status === 'settled';
  });
  if (returned) await ctx.integrations.payid.returnTransfer(transfer.id);
  const deposit = await findDeposit(ctx.db, where);
  if (deposit?.status_id === DEPOSIT_STATUS.pending && transfer.status === 'settled') {
    await creditDeposit(ctx, deposit, transfer.amount);
  }
  return findDeposit(ctx.db, where);
}
