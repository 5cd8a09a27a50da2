import type { Queryable } from '../db/db';
import type { WalletBalance } from './wallet-types';

/** Ledger categories (spec 2 §3 transactions: deposits 1, withdrawals 2, wins 4). */
export const LEDGER_CATEGORY = {
  deposits: 1,
  withdrawals: 2,
  bets: 3,
  wins: 4,
  adjustments: 5,
} as const;

export interface LedgerEntry {
  userId: number;
  /** Cents; negative takes money out. */
  amount: number;
  categoryId: (typeof LEDGER_CATEGORY)[keyof typeof LEDGER_CATEGORY];
  description: string;
  meta?: Record<string, string | number | boolean>;
}

export async function createWallet(tx: Queryable, userId: number): Promise<void> {
  await tx.query('INSERT INTO wallets (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
}

/**
 * Moves both balances by the entry's amount and records it, inside the caller's transaction.
 * The guarded UPDATE locks the wallet row, so concurrent entries can never take the available
 * balance below zero. Returns the new balances, or null when the entry would.
 */
export async function postLedgerEntry(
  tx: Queryable,
  entry: LedgerEntry,
  now: Date,
): Promise<WalletBalance | null> {
  const [wallet] = await tx.query<WalletBalance>(
    `UPDATE wallets
     SET balance = balance + $2, available_balance = available_balance + $2, updated_at = $3
     WHERE user_id = $1 AND available_balance + $2 >= 0
     RETURNING balance, available_balance`,
    [entry.userId, entry.amount, now],
  );
  if (!wallet) return null;
  await tx.query(
    `INSERT INTO wallet_ledger_entries
       (user_id, category_id, amount, balance_after, description, meta, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [
      entry.userId,
      entry.categoryId,
      entry.amount,
      wallet.balance,
      entry.description,
      JSON.stringify(entry.meta ?? {}),
      now,
    ],
  );
  return wallet;
}
