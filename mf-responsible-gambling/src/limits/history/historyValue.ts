import { messages } from '../../messages';
import { limitAmount } from '../limitValue';

/** A history value: money with two decimals, hours and minutes for the time limit, '(No limit)' for none. */
export function historyValue(typeId: number, value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return messages.history.noLimit;
  return typeof value === 'number' ? limitAmount(typeId, value) : value;
}
