import { messages } from '@portal/contract';
import type { Queryable } from '../db/db';
import { generalError } from '../http/http-error';

/** A deposit method as a block names it: a card by its label, PayID and cash in-store by type. */
export interface BlockableMethod {
  methodId: number;
  cardLabel: string | null;
}

/** A block the player keeps; unblocks_at is when an unblock they asked for takes effect. */
export interface MethodBlockRow {
  method_id: number;
  card_label: string | null;
  blocked_at: Date;
  unblocks_at: Date | null;
}

const IN_FORCE = '(unblocks_at IS NULL OR unblocks_at > $2)';

/** The player's blocks in force at `now` (an unblock asked for has not yet taken effect). */
export function blocksInForce(q: Queryable, userId: number, now: Date): Promise<MethodBlockRow[]> {
  return q.query<MethodBlockRow>(
    `SELECT method_id, card_label, blocked_at, unblocks_at FROM payment_method_blocks
     WHERE user_id = $1 AND ${IN_FORCE}`,
    [userId, now],
  );
}

/** The player's block of `method` in force at `now`, if any. */
export async function blockInForce(
  q: Queryable,
  userId: number,
  method: BlockableMethod,
  now: Date,
): Promise<MethodBlockRow | undefined> {
  const [row] = await q.query<MethodBlockRow>(
    `SELECT method_id, card_label, blocked_at, unblocks_at FROM payment_method_blocks
     WHERE user_id = $1 AND ${IN_FORCE} AND method_id = $3
       AND COALESCE(card_label, '') = COALESCE($4, '')`,
    [userId, now, method.methodId, method.cardLabel],
  );
  return row;
}

/**
 * Whether a deposit of `methodId` (with the saved card `cardId`, for a card) is blocked at `now`:
 * a card by the label of the card the deposit uses, so the same card saved again is blocked too.
 */
export async function isDepositBlocked(
  q: Queryable,
  userId: number,
  deposit: { methodId: number; cardId: number | null },
  now: Date,
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM payment_method_blocks b
     WHERE b.user_id = $1 AND ${IN_FORCE} AND b.method_id = $3
       AND (b.card_label IS NULL
            OR b.card_label = (SELECT label FROM user_cards WHERE id = $4 AND user_id = $1))
     LIMIT 1`,
    [userId, now, deposit.methodId, deposit.cardId],
  );
  return rows.length > 0;
}

/** Refuses (422, the blocked-method message) a deposit through a method the player blocked. */
export async function refuseBlockedMethod(
  q: Queryable,
  userId: number,
  deposit: { methodId: number; cardId: number | null },
  now: Date,
): Promise<void> {
  if (await isDepositBlocked(q, userId, deposit, now)) {
    throw generalError(422, messages.deposits.methodBlocked);
  }
}
