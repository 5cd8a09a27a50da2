import type { ActivityQuery } from '@portal/contract';
import type { Day } from '../transactions/dayRange';

/** The period shown when the page opens. */
export const DEFAULT_QUERY: ActivityQuery = { period: 'this-month' };

/** A day (YYYY-MM-DD) in a time zone, today by default; the browser's zone when none is known. */
export function dayIn(timeZone: string | undefined, now = new Date()): Day {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The same calendar day `years` earlier; 29 February becomes 28 February, as the API counts. */
export function yearsBefore(day: Day, years: number): Day {
  const [year, month, date] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year - years, month - 1, date));
  const inMonth = shifted.getUTCMonth() === month - 1;
  const result = inMonth ? shifted : new Date(Date.UTC(year - years, month, 0));
  return result.toISOString().slice(0, 10);
}

/** The month (YYYY-MM) of a day. */
export const monthOf = (day: Day) => day.slice(0, 7);
