import type { SelectOption } from '@portal/shared-utils';
import { messages } from '../messages';

const text = messages.takeABreak;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

const days = (count: number): SelectOption => ({ value: `${count}d`, label: text.days(count) });
const weeks = (count: number): SelectOption => ({ value: `${count}w`, label: text.weeks(count) });
const months = (count: number): SelectOption => ({
  value: `${count}m`,
  label: text.months(count),
});

/**
 * The periods sent as `period` to POST /users/break: a count and a unit, d days, w weeks, m months
 * (spec 2 §9). Short break: 1 to 31 days, then 1 to 7 weeks; long break: 6 months only.
 */
export const SHORT_BREAK_PERIODS: SelectOption[] = [
  ...range(1, 31).map(days),
  ...range(1, 7).map(weeks),
];
export const LONG_BREAK_PERIODS: SelectOption[] = [months(6)];
/** US timeout: 3 Days, 7 Days, 30 Days, 6 Months. */
export const US_TIMEOUT_PERIODS: SelectOption[] = [days(3), days(7), days(30), months(6)];
