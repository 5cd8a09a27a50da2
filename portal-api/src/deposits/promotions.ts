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

interface PromotionRow {
  id: number;
  name: string;
  client_id: number;
  client_name: string;
  max_bonus_amount: number;
  expired_at: Date | null;
}

/**
 * The brand's deposit promotions not expired at `now`, by client then id; each names the client
 * app it is redeemable on (spec 2 §3 Deposit promotion) as the brand calls it.
 */
export async function depositPromotions(
  q: Queryable,
  brandId: number,
  now: Date,
): Promise<DepositPromotion[]> {
  const rows = await q.query<PromotionRow>(
    `SELECT id, name, client_id, client_name, max_bonus_amount, expired_at FROM deposit_promotions
     WHERE brand_id = $1 AND (expired_at IS NULL OR expired_at > $2) ORDER BY client_id, id`,
    [brandId, now],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    client: { id: row.client_id, name: row.client_name },
    rules: { max_bonus_amount: row.max_bonus_amount, never_expire: row.expired_at === null },
    expired_at: row.expired_at?.toISOString() ?? null,
  }));
}

/**
 * The promotion's id when the brand offers it for its client; null for none; else a 422.
 */
export async function chosenPromotion(
  q: Queryable,
  promotion: PromotionInput | null | undefined,
  brandId: number,
  now: Date,
): Promise<number | null> {
  if (!promotion) return null;
  const available = await depositPromotions(q, brandId, now);
  const found = available.find((p) => p.id === promotion.id && p.client.id === promotion.client_id);
  if (!found) throw fieldError('promotion', messages.deposits.promotionUnavailable);
  return found.id;
}
