import { BIRTH_YEARS } from '../validation/birthDate';
import { dateOrder, datePattern, dateText, dateValue, type DateOrder } from './dateMask';

// The date-of-birth mask: the masked date of dateMask with the years of a date of birth.
export type { DateOrder };
export const birthDateOrder = dateOrder;
export const birthDatePattern = datePattern;
export const birthDateText = dateText;

/** The form value of the date-of-birth field: YYYY-MM-DD once complete, else the text so far. */
export function birthDateValue(typed: string, order: DateOrder): string {
  return dateValue(typed, order, BIRTH_YEARS);
}
