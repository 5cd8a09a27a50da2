import type { Queryable } from '../db/db';
import { fieldError } from '../http/http-error';
import { messages } from '../messages';
import { LEDGER_CATEGORY } from '../wallet/wallet-ledger';
import { DEPOSIT_STATUS } from './deposit-constants';

/** Namespace of the advisory locks that serialise one player's deposit-limit checks. */
const DEPOSIT_LIMIT_LOCK_SPACE = 7_003;

/**
 * Inside the caller's transaction: refuses `amount` when a deposit limit in force (type 1) would be
 * exceeded by the deposits credited in its period plus the deposits still open (started, not settled
 * nor expired) plus this one. The player's checks are serialised, so that parallel deposits cannot
 * pass it together; the caller records its open deposit in the same transaction.
 */
export async function assertWithinDepositLimits(
  tx: Queryable,
  userId: number,
  amount: number,
  now: Date,
): Promise<void> {
  if (await exceedsDepositLimits(tx, userId, amount, now)) {
    throw fieldError('amount', messages.deposits.limitReached);
  }
}

/** Serialises the player's deposit-limit checks until the transaction ends. */
export async function lockPlayerDeposits(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [DEPOSIT_LIMIT_LOCK_SPACE, userId]);
}

/** True when `amount` more would break a deposit limit in force (see assertWithinDepositLimits). */
export async function exceedsDepositLimits(
  tx: Queryable,
  userId: number,
  amount: number,
  now: Date,
): Promise<boolean> {
  await lockPlayerDeposits(tx, userId);
  const [worst] = await tx.query<{ left_over: number }>(
    `SELECT min(l.amount - (
       (SELECT COALESCE(sum(e.amount), 0) FROM wallet_ledger_entries e
        WHERE e.user_id = l.user_id AND e.category_id = $3
          AND e.created_at > $2::timestamptz - d.period)
       + (SELECT COALESCE(sum(p.amount), 0) FROM deposits p
          WHERE p.user_id = l.user_id AND p.status_id IN ($4, $5) AND p.expires_at > $2
            AND p.created_at > $2::timestamptz - d.period)))::bigint AS left_over
     FROM user_limits l JOIN limit_durations d ON d.id = l.duration_id
     WHERE l.user_id = $1 AND l.type_id = 1 AND l.amount IS NOT NULL
       AND (l.end_date IS NULL OR l.end_date > $2)`,
    [userId, now, LEDGER_CATEGORY.deposits, DEPOSIT_STATUS.pending, DEPOSIT_STATUS.processing],
  );
  const leftOver = worst?.left_over ?? null;
  return leftOver !== null && amount > leftOver;
}
