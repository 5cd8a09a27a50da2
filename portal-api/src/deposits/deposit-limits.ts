import type { Queryable } from '../db/db';
import { fieldError, generalError } from '../http/http-error';
import { applyDueLimitChanges } from '../limits/due-limit-changes';
import { messages } from '@portal/contract';
import { accountBlock } from '../restrictions/account-blocks';
import { LEDGER_CATEGORY } from '../wallet/wallet-ledger';
import { DEPOSIT_STATUS } from './deposit-constants';

/** Why a deposit is refused: the player is on a break, self-excluded or closed, or over a limit. */
export type DepositRefusal = 'blocked' | 'limit';

/**
 * Inside the caller's transaction, under the player's lock: refuses to start a deposit of `amount`
 * (see depositRefusal):
 * 403 while the player is on a break, self-excluded or closed, 422 on amount over a limit.
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
 * Why a deposit of `amount` may not be started now, or null. The caller holds the player's lock (so
 * that parallel requests on any instance decide one after the other): pending limit changes that have
 * fallen due are applied first, then a break, self-exclusion or closure refuses, and so does a
 * deposit limit in force that the deposits credited in its period, plus the deposits still open
 * (started, neither settled nor expired), plus this one would exceed. The caller records its open
 * deposit in the same transaction.
 */
async function depositRefusal(
  tx: Queryable,
  userId: number,
  amount: number,
  now: Date,
): Promise<DepositRefusal | null> {
  await applyDueLimitChanges(tx, userId, now);
  if (await accountBlock(tx, userId, now)) return 'blocked';
  return (await limitLeftOver(tx, userId, now, true)) < amount ? 'limit' : null;
}

/**
 * Why `amount` arriving now may not be credited, or null; the caller holds the player's lock and
 * credits in the same transaction. The limit check of the start is repeated against what was
 * credited in each limit's period (open deposits are promises, not money, and do not count), so
 * that no deposit, however long it took to arrive, takes the credits of any period over a limit.
 * A restriction refuses only when `restricted` says the money is to be returned.
 */
export async function creditRefusal(
  tx: Queryable,
  userId: number,
  amount: number,
  now: Date,
  restricted: 'credit' | 'return',
): Promise<DepositRefusal | null> {
  await applyDueLimitChanges(tx, userId, now);
  if (restricted === 'return' && (await accountBlock(tx, userId, now))) return 'blocked';
  return (await limitLeftOver(tx, userId, now, false)) < amount ? 'limit' : null;
}

/**
 * What the tightest deposit limit in force (type 1) leaves for one more deposit: its amount less
 * the deposits credited in its period (with `withOpen`, also the deposits still open); Infinity
 * when the player has none.
 */
async function limitLeftOver(
  tx: Queryable,
  userId: number,
  now: Date,
  withOpen: boolean,
): Promise<number> {
  const [worst] = await tx.query<{ left_over: number | null }>(
    `SELECT min(l.amount - (
       (SELECT COALESCE(sum(e.amount), 0) FROM wallet_ledger_entries e
        WHERE e.user_id = l.user_id AND e.category_id = $3
          AND e.created_at > $2::timestamptz - d.period)
       + (SELECT COALESCE(sum(p.amount), 0) FROM deposits p
          WHERE $6 AND p.user_id = l.user_id AND p.status_id IN ($4, $5) AND p.expires_at > $2
            AND p.created_at > $2::timestamptz - d.period)))::bigint AS left_over
     FROM user_limits l JOIN limit_durations d ON d.id = l.duration_id
     WHERE l.user_id = $1 AND l.type_id = 1 AND l.amount IS NOT NULL
       AND (l.end_date IS NULL OR l.end_date > $2)`,
    [
      userId,
      now,
      LEDGER_CATEGORY.deposits,
      DEPOSIT_STATUS.pending,
      DEPOSIT_STATUS.processing,
      withOpen,
    ],
  );
  return worst?.left_over ?? Infinity;
}
