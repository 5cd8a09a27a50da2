import type { Country } from '../region';

/** A period as POST /users/break and /users/self_exclude take it: a count and a unit. */
const PERIOD = /^([1-9]\d?)([dwmy])$/;

const UNIT_NAMES = { d: 'days', w: 'weeks', m: 'months', y: 'years' } as const;

const range = (from: number, to: number, unit: string) =>
  Array.from({ length: to - from + 1 }, (_, index) => `${from + index}${unit}`);

/**
 * The breaks a player may take (spec 2 §9): outside the US a short break of 1 to 31 days or 1 to
 * 7 weeks, or a long break of 6 months; in the US a timeout of 3, 7 or 30 days or 6 months.
 */
export function breakPeriods(country: Country): string[] {
  return country === 'US'
    ? ['3d', '7d', '30d', '6m']
    : [...range(1, 31, 'd'), ...range(1, 7, 'w'), '6m'];
}

/** The long break (six months, both regions): no login until it ends; shorter ones allow it. */
export const LONG_BREAK_PERIOD = '6m';

/** The US self-exclusion periods with an end (spec 2 §9); Lifetime has its own call. */
export const SELF_EXCLUSION_PERIODS = ['1y', '5y'];

/** The period as a Postgres interval ('3 days', '6 months'), or null when it is not one. */
export function periodInterval(period: unknown, allowed: string[]): string | null {
  if (typeof period !== 'string' || !allowed.includes(period)) return null;
  const match = PERIOD.exec(period);
  if (!match) return null;
  return `${match[1]} ${UNIT_NAMES[match[2] as keyof typeof UNIT_NAMES]}`;
}
