import type { AppContext } from '../app-context';
import type { DepositProvider, DepositRow } from './deposit-records';

/** How each provider that credits deposits takes money back to the payer, by our reference. */
function takeBack(
  ctx: AppContext,
  provider: DepositProvider,
): (reference: string) => Promise<void> {
  const { cards, usPayments, payid, cashCodes } = ctx.integrations;
  switch (provider) {
    case 'fatzebra':
      return (reference) => cards.refund(reference);
    case 'paysafe':
      return (reference) => usPayments.refund(reference);
    case 'zepto':
      return (reference) => payid.returnTransfer(reference);
    case 'blueshyft':
      return (reference) => cashCodes.returnCash(reference);
    case 'external':
      // Transfer notices are never credited by the API, so never returned by it either.
      return async () => undefined;
  }
}

/**
 * Hands a deposit marked for return (return_due_at) back to the payer through its provider and
 * records that it went. A provider that fails leaves the return due: the reconciliation job tries
 * again, and the providers' returns are idempotent, so a repeat takes nothing twice.
 */
export async function returnToPayer(
  ctx: AppContext,
  deposit: Pick<DepositRow, 'id' | 'provider' | 'reference'>,
): Promise<boolean> {
  try {
    await takeBack(ctx, deposit.provider)(deposit.reference);
  } catch (error) {
    ctx.log.warn({ err: error, depositId: deposit.id }, 'deposit return failed; retried later');
    return false;
  }
  await ctx.db.query('UPDATE deposits SET returned_at = $2 WHERE id = $1 AND returned_at IS NULL', [
    deposit.id,
    ctx.clock(),
  ]);
  return true;
}

/** Every deposit whose return is still due (the reconciliation job's second duty). */
export async function returnDueDeposits(ctx: AppContext): Promise<number> {
  const due = await ctx.db.query<Pick<DepositRow, 'id' | 'provider' | 'reference'>>(
    `SELECT id, provider, reference FROM deposits
     WHERE return_due_at IS NOT NULL AND returned_at IS NULL ORDER BY id LIMIT 100`,
  );
  let returned = 0;
  for (const deposit of due) if (await returnToPayer(ctx, deposit)) returned += 1;
  return returned;
}
