import type { Brand } from '@portal/brands';
import type { Queryable } from '../db/db';
import {
  DEPOSIT_METHOD,
  type CardFunding,
  type DepositMethodsResponse,
  type IdName,
  type SavedCard,
} from '@portal/contract';
import { blocksInForce, type MethodBlockRow } from '../payment-blocks/method-blocks';
import { fundingRefusal, type CardFundingRule } from './card-funding-rule';
import { DEPOSIT_BOUNDS } from './deposit-constants';

/**
 * A saved card as the list shows it: one the funding rule refuses stays listed (so the player knows
 * it is there) but unusable, with the rule's message. A card whose funding the provider has not yet
 * said is usable here: the deposit asks the provider and refuses it then if it must.
 */
function listedCard(
  rule: CardFundingRule,
  card: { id: number; label: string; funding: CardFunding | null },
): SavedCard {
  const reason = card.funding === null ? null : fundingRefusal(rule, card.funding);
  return { ...card, usable: reason === null, unusable_reason: reason };
}

/** Whether a method is blocked at the moment, and when an unblock asked for takes effect. */
function blockStatus(
  blocks: MethodBlockRow[],
  methodId: number,
  cardLabel: string | null,
): { blocked: boolean; unblocks_at: string | null } {
  const block = blocks.find((row) => row.method_id === methodId && row.card_label === cardLabel);
  return { blocked: !!block, unblocks_at: block?.unblocks_at?.toISOString() ?? null };
}

/**
 * The player's saved cards (oldest first), then the methods they added (oldest first), each with
 * whether the player blocked it at `now`, with meta (the bank details are those of the brand the
 * player deposits on).
 */
export async function depositMethods(
  q: Queryable,
  userId: number,
  brand: Brand,
  rule: CardFundingRule,
  now: Date,
): Promise<DepositMethodsResponse> {
  const [types, cards, added, blocks] = await Promise.all([
    q.query<IdName>('SELECT id, name FROM deposit_request_types ORDER BY id'),
    q.query<{ id: number; label: string; funding: CardFunding | null }>(
      `SELECT id, label, funding FROM user_cards
       WHERE user_id = $1 AND removed_at IS NULL ORDER BY id`,
      [userId],
    ),
    q.query<IdName>(
      `SELECT t.id, t.name FROM user_deposit_request_types u
       JOIN deposit_request_types t ON t.id = u.type_id
       WHERE u.user_id = $1 ORDER BY u.created_at, t.id`,
      [userId],
    ),
    blocksInForce(q, userId, now),
  ]);
  const cardType = types.find((type) => type.id === DEPOSIT_METHOD.card)!;
  return {
    data: [
      ...cards.map((card) => ({
        user_id: userId,
        deposit_request_type: cardType,
        card: listedCard(rule, card),
        ...blockStatus(blocks, DEPOSIT_METHOD.card, card.label),
      })),
      ...added.map((type) => ({
        user_id: userId,
        deposit_request_type: type,
        card: null,
        ...blockStatus(blocks, type.id, null),
      })),
    ],
    meta: {
      ...DEPOSIT_BOUNDS,
      deposit_request_types: Object.fromEntries(types.map((type) => [String(type.id), type.name])),
      bank_details: brand.bankTransfer,
    },
  };
}

export async function addDepositMethod(q: Queryable, userId: number, typeId: number, now: Date) {
  await q.query(
    `INSERT INTO user_deposit_request_types (user_id, type_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [userId, typeId, now],
  );
}

export async function removeDepositMethod(q: Queryable, userId: number, typeId: number) {
  await q.query('DELETE FROM user_deposit_request_types WHERE user_id = $1 AND type_id = $2', [
    userId,
    typeId,
  ]);
}

/** Removes the player's saved card; false when it is not theirs or already removed. */
export async function removeCard(q: Queryable, userId: number, cardId: number, now: Date) {
  const removed = await q.query(
    `UPDATE user_cards SET removed_at = $3
     WHERE id = $1 AND user_id = $2 AND removed_at IS NULL RETURNING 1`,
    [cardId, userId, now],
  );
  return removed.length > 0;
}
