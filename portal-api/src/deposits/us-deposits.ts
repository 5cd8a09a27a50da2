import type { AppContext } from '../app-context';
import { requireFreshLocation } from '../integrations/location/require-location';
import { addSeconds } from '../clock';
import { fieldError, generalError } from '../http/http-error';
import type { UsDeposit, UsDepositCreated, UsDepositProcessed } from '@portal/contract';
import type { UsRequestCreation } from '../integrations/us-payments/us-payment-provider';
import { messages } from '@portal/contract';
import { DEPOSIT_STATUS, OPEN_FOR_SECONDS } from './deposit-constants';
import { fundingRefusal } from './card-funding-rule';
import { depositAmount } from './deposit-amount';
import {
  closeDeposit,
  newReference,
  openDeposit,
  requireDeposit,
  statusOf,
  type DepositRow,
} from './deposit-records';
import { creditDeposit, rejectDeposit } from './deposit-settlement';
import { requireDepositor } from './depositor';

const REFUSALS: Record<Extract<UsRequestCreation, { ok: false }>['reason'], string> = {
  unsupported: messages.deposits.usMethodUnsupported,
  unavailable: messages.deposits.usMethodUnavailable,
  'vip-preferred': messages.deposits.usVipPreferred,
  'play-plus': messages.deposits.usPlayPlus,
};

const invalidToken = () => fieldError('token', messages.fieldInvalid('Token'));

const readDeposit = (ctx: AppContext, id: number) =>
  requireDeposit(ctx.db, { id, provider: 'paysafe' });

const view = (deposit: DepositRow): UsDeposit => ({
  id: deposit.id,
  amount: deposit.amount,
  status: statusOf(deposit),
});

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
  return { data: view(await readDeposit(ctx, id)), meta: created.setup };
}

/**
 * The refusal of the widget's token before any charge: a card of a funding type the rule where
 * the player plays bars (the provider's lookup says which), else null.
 */
async function sourceRefusal(ctx: AppContext, reference: string, token: string) {
  const source = await ctx.integrations.usPayments.paymentSource(reference, token);
  if (source.kind === 'invalid-token') throw invalidToken();
  return source.kind === 'card' ? fundingRefusal(ctx.config.cardFundingRule, source.funding) : null;
}

/** Refuses the token by the funding rule, or has the provider charge it and settles the money. */
async function settle(ctx: AppContext, deposit: DepositRow, token: string): Promise<void> {
  const refusal = await sourceRefusal(ctx, deposit.reference, token);
  if (refusal) {
    await rejectDeposit(ctx, deposit, refusal);
    return;
  }
  const result = await ctx.integrations.usPayments.process(deposit.reference, token);
  if (result.status === 'invalid-token') throw invalidToken();
  if (result.status === 'completed') await creditDeposit(ctx, deposit, result.amount);
  else await rejectDeposit(ctx, deposit, messages.deposits.usDeclined);
}

/**
 * POST /deposit/paysafe/{id}/process: completes the request with the widget's token, from inside
 * the player's state again (requireFreshLocation). A card the state's funding rule bars is refused
 * before the provider is asked to charge it; the answer's message is the deposit's own reason
 * (the provider's decline, the rule, or why the money goes back).
 */
export async function processUsDeposit(
  ctx: AppContext,
  userId: number,
  id: number,
  { token, geo_packet }: { token: string; geo_packet?: string },
): Promise<UsDepositProcessed> {
  const deposit = await requireDeposit(ctx.db, { id, userId, provider: 'paysafe' });
  await requireFreshLocation(ctx, await requireDepositor(ctx.db, userId, 'us'), geo_packet);
  await settle(ctx, deposit, token);
  const settled = await readDeposit(ctx, id);
  const refused = settled.status_id === DEPOSIT_STATUS.rejected;
  return {
    data: view(settled),
    meta: { message: refused ? (settled.message ?? messages.deposits.usDeclined) : null },
  };
}
