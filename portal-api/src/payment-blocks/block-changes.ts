import {
  DEPOSIT_METHOD,
  UNBLOCK_WAIT_HOURS,
  messages,
  type PaymentMethodBlockBody,
} from '@portal/contract';
import { recordAudit } from '../audit/audit-trail';
import { addSeconds, type Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { fieldError, generalError } from '../http/http-error';
import { lockPlayer } from '../restrictions/player-lock';
import { blockInForce, type BlockableMethod } from './method-blocks';

/**
 * The method a block call names: a card by the label of the player's saved card `card_id` (a 404
 * when the card is not theirs), PayID and cash in-store by type. A card without its id, or a
 * card id with another method, is a 422.
 */
export async function namedMethod(
  q: Queryable,
  userId: number,
  body: PaymentMethodBlockBody,
): Promise<BlockableMethod> {
  const cardId = body.card_id ?? null;
  const methodId = body.deposit_request_type_id;
  if (methodId !== DEPOSIT_METHOD.card) {
    if (cardId !== null) throw fieldError('card_id', messages.deposits.blockCardNotAllowed);
    return { methodId, cardLabel: null };
  }
  if (cardId === null) throw fieldError('card_id', messages.deposits.blockCardRequired);
  const [card] = await q.query<{ label: string }>(
    'SELECT label FROM user_cards WHERE id = $1 AND user_id = $2 AND removed_at IS NULL',
    [cardId, userId],
  );
  if (!card) throw generalError(404, messages.notFound);
  return { methodId, cardLabel: card.label };
}

/** The method as the trail names it: `Card 400555******0001`, or the method's name (`PayID`). */
async function trailName(q: Queryable, method: BlockableMethod): Promise<string> {
  if (method.cardLabel !== null) return `Card ${method.cardLabel}`;
  const [type] = await q.query<{ name: string }>(
    'SELECT name FROM deposit_request_types WHERE id = $1',
    [method.methodId],
  );
  return type.name;
}

/**
 * Blocks the method at once, under the player's lock (so a deposit decided after this commits, on
 * any instance, sees it); blocking again while an unblock is pending cancels the unblock. Recorded
 * in the trail with the cancelled unblock's time, if any, as the old value.
 */
export async function blockMethod(db: Db, userId: number, method: BlockableMethod, clock: Clock) {
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const now = clock();
    const kept = await blockInForce(tx, userId, method, now);
    if (kept && kept.unblocks_at === null) return;
    await tx.query(
      `INSERT INTO payment_method_blocks (user_id, method_id, card_label, blocked_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, method_id, (COALESCE(card_label, '')))
       DO UPDATE SET blocked_at = $5, unblocks_at = NULL`,
      [userId, method.methodId, method.cardLabel, now, kept?.blocked_at ?? now],
    );
    await recordAudit(tx, {
      userId,
      actor: 'player',
      subject: 'payment_method',
      action: messages.deposits.blockActions.blocked,
      oldValue: kept?.unblocks_at?.toISOString() ?? null,
      newValue: await trailName(tx, method),
      at: now,
    });
  });
}

/**
 * Asks for the method's unblock: it takes effect UNBLOCK_WAIT_HOURS from now. Nothing changes
 * for a method not blocked or whose unblock is already pending.
 */
export async function requestUnblock(
  db: Db,
  userId: number,
  method: BlockableMethod,
  clock: Clock,
) {
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const now = clock();
    const kept = await blockInForce(tx, userId, method, now);
    if (!kept || kept.unblocks_at !== null) return;
    const unblocksAt = addSeconds(now, UNBLOCK_WAIT_HOURS * 3600);
    await tx.query(
      `UPDATE payment_method_blocks SET unblocks_at = $4
       WHERE user_id = $1 AND method_id = $2 AND COALESCE(card_label, '') = COALESCE($3, '')`,
      [userId, method.methodId, method.cardLabel, unblocksAt],
    );
    await recordAudit(tx, {
      userId,
      actor: 'player',
      subject: 'payment_method',
      action: messages.deposits.blockActions.unblockRequested,
      oldValue: await trailName(tx, method),
      newValue: unblocksAt.toISOString(),
      at: now,
    });
  });
}
