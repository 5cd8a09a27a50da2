import type { Country } from '../region';
import { TIME_LIMIT_TYPE_ID } from './time-amount';

const DAY = 24;
const WEEK = 7 * DAY;

/**
 * Hours a looser limit or a removal waits before the player may confirm it, per country and limit
 * type (spec 2 §4, §9): a week everywhere, except the US daily time limit, which waits a day.
 */
const LOOSENING_WAIT_HOURS: Record<Country, Record<number, number>> = {
  AU: { 1: WEEK, 2: WEEK },
  NZ: { 1: WEEK, 2: WEEK },
  US: { 1: WEEK, 2: WEEK, [TIME_LIMIT_TYPE_ID]: DAY },
};

/** Hours the player has, once the wait is over, to confirm a loosening before it lapses. */
export const CONFIRMATION_WINDOW_HOURS = WEEK;

export function looseningWaitHours(country: Country, typeId: number): number {
  const hours = LOOSENING_WAIT_HOURS[country][typeId];
  if (hours === undefined)
    throw new Error(`no loosening wait for limit type ${typeId} in ${country}`);
  return hours;
}

/** A Postgres interval of that many hours, e.g. '168 hours'. */
export function hoursInterval(hours: number): string {
  return `${hours} hours`;
}
