import type { Queryable } from '../db/db';
import { fieldError, generalError } from '../http/http-error';
import { applyDueLimitChanges } from '../limits/due-limit-changes';
import { lockPlayerLimits } from '../limits/limit-lock';
import { messages } from '../messages';
import { accountBlock } from '../restrictions/account-blocks';
import { LEDGER_CATEGORY } from '../wallet/wallet-ledger';
import { DEPOSIT_STATUS } from './deposit-constants';

/** Why a deposit is refused: the player is on a break, self-excluded or closed, or over a limit. */
export type DepositRefusal = 'blocked' | 'limit';

/**
 * Inside the caller's transaction: refuses `amount` while the player is on a break, self-excluded
 * or closed (403), or when a deposit limit in force (type 1) would be exceeded by the deposits
 * credited in its period plus the deposits still open (started, not settled nor expired) plus this
 * one (422 on amount). The player's checks are serialised, so that parallel deposits cannot pass it
 * together; the caller records its open deposit in the same transaction.
 */
export async function assertDepositAllowed(
  tx: Queryable,
  userId: number,
  amount: number,
  now: Date,
): Promise<void> {
  const refusal = await depositRefusal(tx, userId, amount, now);
  if (refusal === 'blocked') throw generalError(403, messages.deposits.accountBlocked);
  if (refusal === 'limit') throw fieldError('amount', messages.deposits.limitReached);
}

/**
 * Why `amount` more may not be deposited now (see assertDepositAllowed), or null. Pending limit
 * changes that have fallen due are applied first; those still pending do not count: a pending
 * raise is not in force yet, and the limit it would replace still is.
 */
export async function depositRefusal(
  tx: Queryable,
  userId: number,
  amount: number,
  now: Date,
): Promise<DepositRefusal | null> {
  await lockPlayerLimits(tx, userId);
  await applyDueLimitChanges(tx, userId, now);
  if (await accountBlock(tx, userId, now)) return 'blocked';
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
  return leftOver !== null && amount > leftOver ? 'limit' : null;
}
