import { dateIn } from '../validation/dates';

/**
 * Calendar days ('YYYY-MM-DD') and months ('YYYY-MM') as the player reads them in the region's
 * time zone; the database turns a day into the instant it begins (`day::timestamp AT TIME ZONE`).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dayOf(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The calendar day at `now` in the time zone. */
export function todayIn(now: Date, timeZone: string): string {
  const [year, month, day] = dateIn(now, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The day when `value` is a real calendar day written YYYY-MM-DD, else null. */
export function parseDay(value: string): string | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dayOf(date) === value ? value : null;
}

/** The month when `value` is a real month written YYYY-MM, else null. */
export function parseMonth(value: string): string | null {
  const match = MONTH.exec(value);
  return match && Number(match[2]) >= 1 && Number(match[2]) <= 12 ? value : null;
}

/** The same day `years` later (earlier when negative); 29 February becomes 28 February. */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year + years, month - 1, date));
  return shifted.getUTCMonth() === month - 1
    ? dayOf(shifted)
    : dayOf(new Date(Date.UTC(year + years, month, 0)));
}

export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/** The month `months` later (earlier when negative). */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number);
  return dayOf(new Date(Date.UTC(year, index - 1 + months, 1))).slice(0, 7);
}

export function firstDayOf(month: string): string {
  return `${month}-01`;
}

export function lastDayOf(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return dayOf(new Date(Date.UTC(year, index, 0)));
}
