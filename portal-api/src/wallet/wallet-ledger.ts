import type { Queryable } from '../db/db';
import type { WalletBalance } from './wallet-types';

/**
 * Ledger categories (spec 2 §3 transactions: deposits 1, withdrawals 2, wins 4); bonuses 6 is bonus
 * money credited to the balance, never the player's own money (issue 30).
 */
export const LEDGER_CATEGORY = {
  deposits: 1,
  withdrawals: 2,
  bets: 3,
  wins: 4,
  adjustments: 5,
  bonuses: 6,
} as const;

/** Namespace of the advisory locks that serialise movements sharing an idempotency key. */
const IDEMPOTENCY_LOCK_SPACE = 7_002;

export interface LedgerEntry {
  userId: number;
  /** Cents; negative takes money out. */
  amount: number;
  categoryId: (typeof LEDGER_CATEGORY)[keyof typeof LEDGER_CATEGORY];
  description: string;
  /**
   * Names the movement once and for all (a payment callback's id, a request's key): a movement
   * repeated with the same key is recorded once.
   */
  idempotencyKey: string;
  meta?: Record<string, string | number | boolean>;
}

/** A recorded movement. */
export interface LedgerRecord {
  id: number;
  user_id: number;
  amount: number;
  balance_after: number;
  idempotency_key: string;
  created_at: Date;
}

export type LedgerPosting =
  /** Recorded now, or (replayed) recorded before under the same key; `wallet` is current. */
  | { status: 'posted' | 'replayed'; entry: LedgerRecord; wallet: WalletBalance }
  /** Would take the available balance below zero; nothing was recorded. */
  | { status: 'insufficient' }
  /** The key already names a different movement; nothing was recorded. */
  | { status: 'key-conflict' };

const RECORD_COLUMNS = 'id, user_id, amount, balance_after, idempotency_key, created_at';

export async function createWallet(tx: Queryable, userId: number): Promise<void> {
  await tx.query('INSERT INTO wallets (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
}

/** The player's balances now. */
export async function currentWallet(tx: Queryable, userId: number): Promise<WalletBalance> {
  const [wallet] = await tx.query<WalletBalance>(
    'SELECT balance, available_balance FROM wallets WHERE user_id = $1',
    [userId],
  );
  return wallet;
}

/**
 * Moves both balances by the entry's amount and records it, inside the caller's transaction.
 * Movements with one idempotency key are serialised, and a key already recorded returns the
 * original entry instead of moving money again. The guarded UPDATE locks the wallet row, so
 * concurrent entries can never take the available balance below zero.
 */
export async function postLedgerEntry(
  tx: Queryable,
  entry: LedgerEntry,
  now: Date,
): Promise<LedgerPosting> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
    IDEMPOTENCY_LOCK_SPACE,
    entry.idempotencyKey,
  ]);
  const [original] = await tx.query<LedgerRecord>(
    `SELECT ${RECORD_COLUMNS} FROM wallet_ledger_entries WHERE idempotency_key = $1`,
    [entry.idempotencyKey],
  );
  if (original) {
    if (original.user_id !== entry.userId || original.amount !== entry.amount) {
      return { status: 'key-conflict' };
    }
    return { status: 'replayed', entry: original, wallet: await currentWallet(tx, entry.userId) };
  }
  const [wallet] = await tx.query<WalletBalance>(
    `UPDATE wallets
     SET balance = balance + $2, available_balance = available_balance + $2, updated_at = $3
     WHERE user_id = $1 AND available_balance + $2 >= 0
     RETURNING balance, available_balance`,
    [entry.userId, entry.amount, now],
  );
  if (!wallet) return { status: 'insufficient' };
  const [record] = await tx.query<LedgerRecord>(
    `INSERT INTO wallet_ledger_entries
       (user_id, category_id, amount, balance_after, description, meta, idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
     RETURNING ${RECORD_COLUMNS}`,
    [
      entry.userId,
      entry.categoryId,
      entry.amount,
      wallet.balance,
      entry.description,
      JSON.stringify(entry.meta ?? {}),
      entry.idempotencyKey,
      now,
    ],
  );
  return { status: 'posted', entry: record, wallet };
}
