import type { Brand } from '@portal/brands';
import { clientProduct } from '../brands/client-products';
import type { Queryable } from '../db/db';
import { fieldError } from '../http/http-error';
import type { DepositPromotion, PromotionInput } from '@portal/contract';
import { messages } from '@portal/contract';

interface PromotionRow {
  id: number;
  name: string;
  client_id: number;
  max_bonus_amount: number;
  expired_at: Date | null;
}

/**
 * The brand's live deposit promotions (spec 2 §3 Deposit promotion), each naming the client app it
 * is redeemable on as the brand calls it; a promotion for an app the brand lacks is left out.
 */
export async function depositPromotions(
  q: Queryable,
  brand: Brand,
  now: Date,
): Promise<DepositPromotion[]> {
  const rows = await q.query<PromotionRow>(
    `SELECT id, name, client_id, max_bonus_amount, expired_at FROM deposit_promotions
     WHERE brand_id = $1 AND (expired_at IS NULL OR expired_at > $2) ORDER BY client_id, id`,
    [brand.id, now],
  );
  return rows.flatMap((row) => {
    const client = clientProduct(brand, row.client_id);
    if (!client) return [];
    return [
      {
        id: row.id,
        name: row.name,
        client,
        rules: { max_bonus_amount: row.max_bonus_amount, never_expire: row.expired_at === null },
        expired_at: row.expired_at?.toISOString() ?? null,
      },
    ];
  });
}

/**
 * The promotion's id when it is one of the brand's depositPromotions for its client (what the
 * player was offered); null for none; else a 422.
 */
export async function chosenPromotion(
  q: Queryable,
  promotion: PromotionInput | null | undefined,
  brand: Brand,
  now: Date,
): Promise<number | null> {
  if (!promotion) return null;
  const available = await depositPromotions(q, brand, now);
  const found = available.find((p) => p.id === promotion.id && p.client.id === promotion.client_id);
  if (!found) throw fieldError('promotion', messages.deposits.promotionUnavailable);
  return found.id;
}
