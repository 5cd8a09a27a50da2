import { formatMoney } from '@portal/shared-utils';
import { messages } from '../../messages';
import { isMoneyLimitType } from '../limitTypes';

/** A history value: money with two decimals for types 1 and 2, others as given, '(No limit)' for none. */
export function historyValue(typeId: number, value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return messages.history.noLimit;
  return isMoneyLimitType(typeId) ? formatMoney(Number(value)) : String(value);
}
