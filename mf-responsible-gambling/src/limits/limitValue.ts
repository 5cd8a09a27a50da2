import { formatMoney, type Named } from '@portal/shared-utils';
import { unitOf } from './limitTypes';
import { formatMinutes } from './timeAmount';

/** An amount of a limit type: '$100.00', or '2 h 30 min' for the time limit. */
export function limitAmount(typeId: number, amount: number): string {
  return unitOf(typeId) === 'minutes' ? formatMinutes(amount) : formatMoney(amount);
}

/** A limit as the player reads it: '$100.00 Daily', '2 h 30 min Daily', or the duration alone. */
export function limitValue(limit: {
  type: { id: number };
  limit?: number | null;
  duration: Named;
}): string {
  return typeof limit.limit === 'number'
    ? `${limitAmount(limit.type.id, limit.limit)} ${limit.duration.name}`
    : limit.duration.name;
}
