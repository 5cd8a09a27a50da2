import { randomBytes } from 'node:crypto';
import { requireFreshLocation } from '../integrations/location/require-location';
import type { AppContext } from '../app-context';
import { addSeconds } from '../clock';
import type { Queryable } from '../db/db';
import { fieldError, generalError } from '../http/http-error';
import {
  messages,
  type UsRegistrationBody,
  type UsWithdrawalBody,
  type WithdrawalChanged,
} from '@portal/contract';
import { asGeneralError, overAvailable, withdrawalAmount } from './withdrawal-amount';
import { openWithdrawal } from './withdrawal-ledger';
import { viewOf } from './withdrawal-records';
import { requireWithdrawer, type Withdrawer } from './withdrawer';
import {
  findAchAccount,
  findRegistration,
  findUsMethod,
  type UsMethodType,
} from './us-withdrawal-methods';

const m = messages.withdrawals;

/** The registration page works this long. */
const REGISTRATION_PAGE_SECONDS = 30 * 60;

async function requireUsMethod(q: Queryable, player: Withdrawer, methodId: number) {
  const method = player.country === 'US' ? await findUsMethod(q, methodId) : undefined;
  if (!method) throw generalError(422, m.methodUnavailable);
  return method;
}

/** A return or failure URL: a page of the portal, so the provider never sends players elsewhere. */
function portalPage(ctx: AppContext, field: string, label: string, value: string): string {
  const origins = new Set([...ctx.config.portalOrigins, ctx.config.portalUrl]);
  try {
    const url = new URL(value);
    if (origins.has(url.origin)) return url.href;
  } catch {
    // not a URL: refused below
  }
  throw fieldError(field, m.portalPageOnly(label));
}

/** POST /withdraw/paysafe/register: the provider's registration page for a registrable method. */
export async function startUsRegistration(
  ctx: AppContext,
  userId: number,
  body: UsRegistrationBody,
): Promise<{ redirect_registration: string }> {
  const player = await requireWithdrawer(ctx.db, userId);
  const method = await requireUsMethod(ctx.db, player, body.deposit_request_type_id);
  if (!method.is_registrable) throw generalError(422, m.cannotRegister(method.name));
  const returnUrl = portalPage(ctx, 'return_url', 'Return url', body.return_url);
  const failedUrl = portalPage(ctx, 'failed_url', 'Failed url', body.failed_url);
  if (await findRegistration(ctx.db, userId, method.id)) {
    throw generalError(422, m.alreadyRegistered(method.name));
  }
  const redirect = await ctx.integrations.usPayments.startPayoutRegistration({
    userId,
    methodId: method.id,
    returnUrl,
    failedUrl,
    expiresAt: addSeconds(ctx.clock(), REGISTRATION_PAGE_SECONDS),
  });
  return { redirect_registration: redirect };
}

/** The provider reports a completed registration: the player is registered for the method once. */
export async function recordUsRegistration(
  q: Queryable,
  userId: number,
  methodId: number,
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO user_paysafe_registrations (user_id, type_id, consumer_id, created_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, type_id) DO NOTHING`,
    [userId, methodId, `cus_${randomBytes(12).toString('hex')}`, now],
  );
}

/** Where the money goes: the registration (Skrill, Sightline) or the chosen ACH account. */
async function destination(q: Queryable, userId: number, method: UsMethodType, accountId: number) {
  const registration = await findRegistration(q, userId, method.id);
  if (!registration) {
    throw generalError(
      422,
      method.is_registrable ? m.registerFirst(method.name) : m.cannotRegister(method.name),
    );
  }
  if (method.is_registrable) {
    if (registration.id !== accountId) throw generalError(422, m.accountUnavailable);
    return { id: registration.id, label: `${method.name} ${registration.consumer_id.slice(-6)}` };
  }
  const account = await findAchAccount(q, userId, accountId);
  if (!account) throw generalError(422, m.accountUnavailable);
  return account;
}

/**
 * POST /withdraw/paysafe/create: a verified US player inside the state (the geo packet proves it)
 * withdraws to a registered method, debited at once; never automatic.
 */
export async function createUsWithdrawal(
  ctx: AppContext,
  userId: number,
  body: UsWithdrawalBody,
): Promise<WithdrawalChanged> {
  const player = await requireWithdrawer(ctx.db, userId);
  if (player.country !== 'US') throw generalError(422, m.methodUnavailable);
  await requireFreshLocation(ctx, player, body.geo_packet);
  const method = await requireUsMethod(ctx.db, player, body.withdrawal_request_type_id);
  const amount = withdrawalAmount(body.amount, asGeneralError);
  const { row, wallet } = await openWithdrawal(
    ctx,
    { userId, typeId: method.id, amount },
    async (tx) => {
      const account = await destination(tx, userId, method, body.account_id);
      return { isAuto: false, accountId: account.id, accountLabel: account.label };
    },
    overAvailable(asGeneralError),
  );
  return { data: viewOf(row), meta: { message: m.requested, ...wallet } };
}
