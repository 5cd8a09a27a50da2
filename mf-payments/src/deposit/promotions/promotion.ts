import type { DepositPromotion } from '@portal/contract';

/** A deposit promotion (spec 2 §3); client 1 is the betting brand, 2 the fantasy brand. */
export type Promotion = DepositPromotion;

/** The promotion as the deposit calls take it. */
export function promotionPayload(promotion: Promotion | null) {
  return promotion ? { id: promotion.id, client_id: promotion.client.id } : null;
}

/** The current brand's promotions first, each brand's in the server's order (spec 2 §3). */
export function sortPromotions(promotions: Promotion[], currentClientId: number): Promotion[] {
  const current = promotions.filter((promotion) => promotion.client.id === currentClientId);
  const others = promotions.filter((promotion) => promotion.client.id !== currentClientId);
  return [...current, ...others];
}
