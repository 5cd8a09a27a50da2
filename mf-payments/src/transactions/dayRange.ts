import { today } from '../deposit/notice/today';
import type { RangeQuery } from './transactionsApi';

/** A day as YYYY-MM-DD in the player's time zone. */
export type Day = string;

/** How many days FROM and TO may be apart: the default range and anything exported (spec 2 §9). */
export const MAX_DAYS_APART = 365;

const localMidnight = (day: Day) => new Date(`${day}T00:00:00`);

/** The day `count` days after `day` (before, for a negative count). */
export function addDays(day: Day, count: number): Day {
  const date = localMidnight(day);
  date.setDate(date.getDate() + count);
  return today(date);
}

/** How many days lie between two days (TO minus FROM). */
export function daysApart(from: Day, to: Day): number {
  const [a, b] = [from, to].map((day) =>
    Date.UTC(...(day.split('-').map(Number) as [number, number, number])),
  );
  return Math.round((b - a) / 86400000);
}

/** The zone offset of the player's midnight of `day`, as +10:00. */
function zoneOffset(day: Day): string {
  const minutes = -localMidnight(day).getTimezoneOffset();
  const pad = (value: number) => String(Math.floor(value)).padStart(2, '0');
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.abs(minutes) / 60)}:${pad(Math.abs(minutes) % 60)}`;
}

/** The start of a day as the API takes it: YYYY-MM-DDT00:00:00 plus the zone offset. */
const dayStart = (day: Day) => `${day}T00:00:00${zoneOffset(day)}`;

/** The API's range for FROM and TO: the end is the day after TO (spec 2 §7). */
export function rangeQuery(from: Day, to: Day): RangeQuery {
  return { transaction_from: dayStart(from), transaction_to: dayStart(addDays(to, 1)) };
}

/** The default range: the last 365 days, up to today. */
export function defaultRange(now = new Date()): { from: Day; to: Day } {
  const to = today(now);
  return { from: addDays(to, -MAX_DAYS_APART), to };
}

/** Whether a range may be exported (spec 2 §5): under one year, FROM not after TO. */
export function exportableRange(from: Day, to: Day): boolean {
  const apart = daysApart(from, to);
  return apart >= 0 && apart <= MAX_DAYS_APART;
}
