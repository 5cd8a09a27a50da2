import type { FastifyBaseLogger } from 'fastify';
import type { Gauge } from 'prom-client';
import type { Db } from '../db/db';
import { checkLedger, describeLedgerCheck } from './ledger-check';

/**
 * Runs the ledger check (LEDGER_CHECK_INTERVAL_MS) and sets `mismatches` to the number of wallets
 * that differ from their ledger; a difference is logged as an error, wallet by wallet.
 */
export async function recordLedgerCheck(
  db: Db,
  mismatches: Pick<Gauge, 'set'>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  const result = await checkLedger(db);
  mismatches.set(result.mismatches.length);
  if (result.mismatches.length > 0) log.error(describeLedgerCheck(result));
}
