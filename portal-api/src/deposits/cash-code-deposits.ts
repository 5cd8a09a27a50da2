import { DEPOSIT_METHOD, type CashCode, type CashCodeBody } from '@portal/contract';
import type { Brand } from '@portal/brands';
import type { AppContext } from '../app-context';
import { addSeconds } from '../clock';
import { generalError } from '../http/http-error';
import { messages } from '@portal/contract';
import { DEPOSIT_STATUS, OPEN_FOR_SECONDS } from './deposit-constants';
import { cashCodeAmount } from './deposit-amount';
import {
  closeDeposit,
  findDeposit,
  newReference,
  openDeposit,
  requireDeposit,
  type DepositRow,
} from './deposit-records';
import { creditDeposit } from './deposit-settlement';
import { requireDepositor } from './depositor';
import { chosenPromotion } from './promotions';

function viewOf(deposit: DepositRow): CashCode {
  return {
    id: deposit.id,
    code: deposit.details.code,
    amount: deposit.amount,
    qrCodeURL: deposit.details.qrCodeURL,
    expires_at: deposit.expires_at?.toISOString() ?? null,
  };
}

/** POST /deposit/blueshyft/code: a code to pay at an outlet, open for 7 days. */
export async function createCashCode(
  ctx: AppContext,
  userId: number,
  brand: Brand,
  body: CashCodeBody,
): Promise<CashCode> {
  await requireDepositor(ctx.db, userId, 'standard');
  const amount = cashCodeAmount(body.amount);
  const now = ctx.clock();
  const promotionId = await chosenPromotion(ctx.db, body.promotion, brand, now);
  const reference = newReference('BS');
  const expiresAt = addSeconds(now, OPEN_FOR_SECONDS.cashCode);
  const id = await openDeposit(ctx, {
    userId,
    provider: 'blueshyft',
    reference,
    methodId: DEPOSIT_METHOD.cash,
    amount,
    promotionId,
    expiresAt,
  });
  const created = await ctx.integrations.cashCodes.createCode({
    userId,
    reference,
    amount,
    expiresAt,
  });
  if (!created.ok) {
    await closeDeposit(ctx.db, id, DEPOSIT_STATUS.rejected, created.message, now);
    throw generalError(422, created.message);
  }
  await ctx.db.query('UPDATE deposits SET details = $2::jsonb WHERE id = $1', [
    id,
    JSON.stringify({ code: created.code, qrCodeURL: created.qrCodeUrl }),
  ]);
  return viewOf(await requireDeposit(ctx.db, { id, provider: 'blueshyft' }));
}

/** GET /deposit/blueshyft/pending_code: the player's open codes, newest first. */
export async function pendingCashCodes(ctx: AppContext, userId: number): Promise<CashCode[]> {
  const rows = await ctx.db.query<{ id: number }>(
    `SELECT id FROM deposits WHERE user_id = $1 AND provider = 'blueshyft' AND status_id = $2
       AND expires_at > $3 AND details ? 'code'
     ORDER BY created_at DESC, id DESC`,
    [userId, DEPOSIT_STATUS.pending, ctx.clock()],
  );
  const deposits = await Promise.all(
    rows.map((row) => requireDeposit(ctx.db, { id: row.id, provider: 'blueshyft' })),
  );
  return deposits.map(viewOf);
}

/** DELETE /deposit/blueshyft/pending_code/{id}: cancels an open code at the provider. */
export async function cancelCashCode(ctx: AppContext, userId: number, id: number): Promise<void> {
  const deposit = await findDeposit(ctx.db, { id, userId, provider: 'blueshyft' });
  const open = deposit?.status_id === DEPOSIT_STATUS.pending;
  if (!deposit || !open || !(await ctx.integrations.cashCodes.cancel(deposit.reference))) {
    throw generalError(404, messages.notFound);
  }
  await closeDeposit(ctx.db, deposit.id, DEPOSIT_STATUS.cancelled, null, ctx.clock());
}

/**
 * The provider reports a code paid at the counter: the cash is settled like every deposit
 * (creditDeposit), except that cash handed over by a player who is on a break, self-excluded or
 * closed is a new deposit, so it is returned rather than credited.
 */
export async function receiveCashCodePayment(
  ctx: AppContext,
  reference: string,
): Promise<DepositRow | undefined> {
  const record = await ctx.integrations.cashCodes.code(reference);
  const where = { provider: 'blueshyft', reference } as const;
  const deposit = await findDeposit(ctx.db, where);
  if (!record || !deposit) return undefined;
  if (record.status === 'redeemed') await creditDeposit(ctx, deposit, record.amount, 'return');
  return findDeposit(ctx.db, where);
}
