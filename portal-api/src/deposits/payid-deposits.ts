import type { AppContext } from '../app-context';
import { messages } from '@portal/contract';
import { DEPOSIT_METHOD } from '@portal/contract';
import { DEPOSIT_BOUNDS, DEPOSIT_STATUS } from './deposit-constants';
import { findDeposit, insertDeposit, type DepositRow } from './deposit-records';
import { creditDeposit } from './deposit-settlement';
import { requireDepositor } from './depositor';
import { lockPlayer } from '../restrictions/player-lock';
import { refuseBlockedMethod } from '../payment-blocks/method-blocks';

/**
 * POST /deposit/zepto/register: the verified player's PayID, the same on every call; refused while
 * the player has PayID blocked.
 */
export async function registerPayId(ctx: AppContext, userId: number): Promise<string> {
  const player = await requireDepositor(
    ctx.db,
    userId,
    'standard',
    messages.deposits.verifyAccount,
  );
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const payId = { methodId: DEPOSIT_METHOD.payid, cardId: null };
    await refuseBlockedMethod(tx, userId, payId, ctx.clock());
  });
  const payid = await ctx.integrations.payid.register({
    userId,
    firstName: player.first_name,
  });
  await ctx.db.query('UPDATE users SET payid = $2 WHERE id = $1', [userId, payid]);
  return payid;
}

/**
 * The provider reports a transfer to a PayID: recorded once per transfer id. A settled transfer
 * within the deposit bounds is settled like every deposit (creditDeposit: credited, or returned to
 * the payer when it would break a deposit limit at this moment); a transfer arrives seconds after
 * the player sends it, so one for a player on a break, self-excluded or closed is a new deposit and
 * returned too. A settled one outside the bounds is rejected and returned; a dishonoured one is
 * rejected. A repeated or concurrent report records nothing more, and a report repeated after a
 * crash credits the transfer the first one recorded (creditDeposit settles an open deposit once).
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
  const settled = transfer.status === 'settled';
  const inBounds =
    transfer.amount >= DEPOSIT_BOUNDS.min_deposit && transfer.amount <= DEPOSIT_BOUNDS.max_deposit;
  const recorded = await insertDeposit(
    ctx.db,
    {
      userId: owner.id,
      ...where,
      methodId: DEPOSIT_METHOD.payid,
      amount: transfer.amount,
      statusId: settled && inBounds ? DEPOSIT_STATUS.pending : DEPOSIT_STATUS.rejected,
      message: settled && inBounds ? null : messages.deposits.transferReturned,
    },
    ctx.clock(),
  );
  const deposit = await findDeposit(ctx.db, where);
  if (deposit?.status_id === DEPOSIT_STATUS.pending && settled) {
    await creditDeposit(ctx, deposit, transfer.amount, 'return');
  } else if (recorded !== null && settled && !inBounds) {
    await ctx.integrations.payid.returnTransfer(transfer.id);
  }
  return findDeposit(ctx.db, where);
}
