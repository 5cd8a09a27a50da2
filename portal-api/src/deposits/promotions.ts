import type { Queryable } from '../db/db';
import { fieldError } from '../http/http-error';
import type { IdName } from '../id-name';
import { messages } from '../messages';
import type { PromotionInput } from './deposit-schemas';

export interface DepositPromotion {
  id: number;
  name: string;
  client: IdName;
  rules: { max_bonus_amount: number; never_expire: boolean };
  expired_at: string | null;
}

/** Client names (spec 2 §3 Deposit promotion: 1 = PlayUp, 2 = the fantasy product). */
const CLIENT_NAMES: Record<number, string> = { 1: 'PlayUp', 2: 'PlayUp Fantasy' };

interface PromotionRow {
  id: number;
  name: string;
  client_id: number;
  max_bonus_amount: number;
  expired_at: Date | null;
}

/** The deposit promotions not expired at `now`, by client then id. */
export async function depositPromotions(q: Queryable, now: Date): Promise<DepositPromotion[]> {
  const rows = await q.query<PromotionRow>(
    `SELECT id, name, client_id, max_bonus_amount, expired_at FROM deposit_promotions
     WHERE expired_at IS NULL OR expired_at > $1 ORDER BY client_id, id`,
    [now],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    client: { id: row.client_id, name: CLIENT_NAMES[row.client_id] },
    rules: { max_bonus_amount: row.max_bonus_amount, never_expire: row.expired_at === null },
    expired_at: row.expired_at?.toISOString() ?? null,
  }));
}

/** The promotion's id when it is available for its client; null for none; else a 422. */
export async function chosenPromotion(
  q: Queryable,
  promotion: PromotionInput | null | undefined,
  now: Date,
): Promise<number | null> {
  if (!promotion) return null;
  const available = await depositPromotions(q, now);
  const found = available.find((p) => p.id === promotion.id && p.client.id === promotion.client_id);
  if (!found) throw fieldError('promotion', messages.deposits.promotionUnavailable);
  return found.id;
}
