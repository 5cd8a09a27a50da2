import type { AppContext } from '../app-context';
import { addSeconds } from '../clock';
import { settleFromProvider } from './card-deposits';
import { receiveCashCodePayment } from './cash-code-deposits';
import { DEPOSIT_STATUS } from './deposit-constants';
import { findDeposit, type DepositProvider } from './deposit-records';
import { returnDueDeposits } from './deposit-returns';

/** How far back the job looks: a provider keeps an unsettled payment no longer than this. */
const RECONCILE_WITHIN_SECONDS = 30 * 24 * 60 * 60;

/**
 * Open deposits of `provider` old enough for the job (left to their own flow for
 * `reconcileAfterSeconds` first), oldest first, at most 500 a run.
 */
async function openDeposits(ctx: AppContext, provider: DepositProvider, now: Date) {
  const settledAlone = ctx.config.reconcileAfterSeconds;
  const rows = await ctx.db.query<{ id: number }>(
    `SELECT id FROM deposits
     WHERE provider = $1 AND status_id IN ($2, $3) AND created_at <= $4 AND created_at > $5
     ORDER BY id LIMIT 500`,
    [
      provider,
      DEPOSIT_STATUS.pending,
      DEPOSIT_STATUS.processing,
      addSeconds(now, -settledAlone),
      addSeconds(now, -RECONCILE_WITHIN_SECONDS),
    ],
  );
  return rows.map((row) => row.id);
}

export interface Reconciliation {
  /** Open deposits whose provider was asked. */
  checked: number;
  /** Deposits whose money went back to the payer in this run. */
  returned: number;
}

/**
 * The reconciliation job: every deposit the provider settled that the ledger has not (the player's
 * page closed, the instance that took it died, the notification was lost) is settled now, and
 * every return still due is made. Card payments are asked of the card provider, cash codes of the
 * cash provider; each settles through the deposit's own path, under the player's lock and the
 * deposit's idempotency key, so the job is safe on every API instance at once and beside the
 * players' own requests.
 */
export async function reconcileDeposits(ctx: AppContext): Promise<Reconciliation> {
  const now = ctx.clock();
  const cards = await openDeposits(ctx, 'fatzebra', now);
  for (const id of cards) {
    const deposit = await findDeposit(ctx.db, { id, provider: 'fatzebra' });
    if (deposit) await settleFromProvider(ctx, deposit);
  }
  const codes = await openDeposits(ctx, 'blueshyft', now);
  for (const id of codes) {
    const deposit = await findDeposit(ctx.db, { id, provider: 'blueshyft' });
    if (deposit) await receiveCashCodePayment(ctx, deposit.reference);
  }
  return { checked: cards.length + codes.length, returned: await returnDueDeposits(ctx) };
}
