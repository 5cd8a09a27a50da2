import { formatDate, formatMoney } from '@portal/shared-utils';
import { messages } from '../../messages';
import type { Promotion } from './promotion';

const text = messages.deposit.promotions;

/** 'Max bonus: {amount}. Redeemable only on {brand}. Valid until {date}' (spec 2 §3). */
export function promotionText(promotion: Promotion): string {
  const validUntil =
    promotion.rules.never_expire || !promotion.expired_at
      ? text.neverExpires
      : formatDate(promotion.expired_at);
  return text.text(
    formatMoney(promotion.rules.max_bonus_amount),
    promotion.client.name,
    validUntil,
  );
}
