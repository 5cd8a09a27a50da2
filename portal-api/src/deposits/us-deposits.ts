import type { AppContext } from '../app-context';
import { requireFreshLocation } from '../integrations/location/require-location';
import { addSeconds } from '../clock';
import { fieldError, generalError } from '../http/http-error';
import type { UsDeposit, UsDepositCreated, UsDepositProcessed } from '@portal/contract';
import type { UsRequestCreation } from '../integrations/us-payments/us-payment-provider';
import { messages } from '@portal/contract';
import { DEPOSIT_STATUS, OPEN_FOR_SECONDS } from './deposit-constants';
import { depositAmount } from './deposit-amount';
import {
  closeDeposit,
  newReference,
  openDeposit,
  requireDeposit,
  statusOf,
} from './deposit-records';
import { creditDeposit, rejectDeposit } from './deposit-settlement';
import { requireDepositor } from './depositor';

const REFUSALS: Record<Extract<UsRequestCreation, { ok: false }>['reason'], string> = {
  unsupported: messages.deposits.usMethodUnsupported,
  unavailable: messages.deposits.usMethodUnavailable,
  'vip-preferred': messages.deposits.usVipPreferred,
  'play-plus': messages.deposits.usPlayPlus,
};

async function view(ctx: AppContext, id: number): Promise<UsDeposit> {
  const deposit = await requireDeposit(ctx.db, { id, provider: 'paysafe' });
  return { id, amount: deposit.amount, status: statusOf(deposit) };
}

/**
 * POST /deposit/paysafe/create: a US player's deposit request for the checkout widget, from inside
 * their state (requireFreshLocation).
 */
export async function createUsDeposit(
  ctx: AppContext,
  userId: number,
  body: { deposit_request_type_id: number; amount: unknown; geo_packet?: string },
): Promise<UsDepositCreated> {
  const player = await requireDepositor(ctx.db, userId, 'us');
  await requireFreshLocation(ctx, player, body.geo_packet);
  const amount = depositAmount(body.amount);
  const now = ctx.clock();
  const reference = newReference('PS');
  const methodId = body.deposit_request_type_id;
  const id = await openDeposit(ctx, {
    userId,
    provider: 'paysafe',
    reference,
    methodId,
    amount,
    expiresAt: addSeconds(now, OPEN_FOR_SECONDS.us),
  });
  const created = await ctx.integrations.usPayments.createRequest({
    userId,
    reference,
    amount,
    methodId,
  });
  if (!created.ok) {
    const message = REFUSALS[created.reason];
    await closeDeposit(ctx.db, id, DEPOSIT_STATUS.rejected, message, now);
    throw generalError(422, message);
  }
  return { data: await view(ctx, id), meta: created.setup };
}

/**
 * POST /deposit/paysafe/{id}/process: completes the request with the widget's token, from inside
 * the player's state again (requireFreshLocation).
 */
export async function processUsDeposit(
  ctx: AppContext,
  userId: number,
  id: number,
  { token, geo_packet }: { token: string; geo_packet?: string },
): Promise<UsDepositProcessed> {
  const deposit = await requireDeposit(ctx.db, { id, userId, provider: 'paysafe' });
  await requireFreshLocation(ctx, await requireDepositor(ctx.db, userId, 'us'), geo_packet);
  const result = await ctx.integrations.usPayments.process(deposit.reference, token);
  if (result.status === 'invalid-token') throw fieldError('token', messages.fieldInvalid('Token'));
  if (result.status === 'completed') await creditDeposit(ctx, deposit, result.amount);
  else await rejectDeposit(ctx, deposit, messages.deposits.usDeclined);
  const settled = await view(ctx, id);
  const refused = settled.status.id === DEPOSIT_STATUS.rejected;
  return { data: settled, meta: { message: refused ? messages.deposits.usDeclined : null } };
}
