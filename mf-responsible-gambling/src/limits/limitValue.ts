import { formatMoney, type Named } from '@portal/shared-utils';

/** A limit as the player reads it: '$100.00 Daily', or the duration alone for a plain duration. */
export function limitValue(limit: { limit?: number | null; duration: Named }): string {
  return typeof limit.limit === 'number'
    ? `${formatMoney(limit.limit)} ${limit.duration.name}`
    : limit.duration.name;
}
