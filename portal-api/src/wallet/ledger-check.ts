import type { Queryable } from '../db/db';

/** A wallet whose balance is not the sum of its ledger entries. */
export interface LedgerMismatch {
  user_id: number;
  balance: number;
  ledger_sum: number;
}

export interface LedgerCheck {
  wallets: number;
  mismatches: LedgerMismatch[];
}

/** Compares every wallet's balance with the sum of its ledger (wallet_ledger_mismatches()). */
export async function checkLedger(db: Queryable): Promise<LedgerCheck> {
  const [{ wallets }] = await db.query<{ wallets: number }>(
    'SELECT count(*)::int AS wallets FROM wallets',
  );
  const mismatches = await db.query<LedgerMismatch>(
    'SELECT user_id, balance, ledger_sum FROM wallet_ledger_mismatches()',
  );
  return { wallets, mismatches };
}

/** The check's result in words, one line per wallet that differs. */
export function describeLedgerCheck({ wallets, mismatches }: LedgerCheck): string {
  if (mismatches.length === 0) {
    return `Ledger check passed: the balance of each of ${wallets} wallets equals its ledger sum.`;
  }
  return [
    `Ledger check FAILED: ${mismatches.length} of ${wallets} wallets differ from their ledger.`,
    ...mismatches.map(
      (m) => `  user ${m.user_id}: balance ${m.balance} cents, ledger sum ${m.ledger_sum} cents`,
    ),
  ].join('\n');
}
