import { formatDate, formatMoney } from '@portal/shared-utils';
import { messages } from '../../messages';
import type { Promotion } from './promotion';

const text = messages.deposit.promotions;

/**
 * 'Max bonus: {amount}. Redeemable only on {brand}. Valid until {date}' (spec 2 §3); a promotion
 * that never expires ends with 'Never expires' in place of the date.
 */
export function promotionText({ rules, client, expired_at }: Promotion): string {
  const maxBonus = formatMoney(rules.max_bonus_amount);
  return rules.never_expire || !expired_at
    ? text.neverExpires(maxBonus, client.name)
    : text.text(maxBonus, client.name, formatDate(expired_at));
}
