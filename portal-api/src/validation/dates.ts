const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2029;

/** [year, month, day] of a real YYYY-MM-DD date with a year from 1900 to 2029, else null. */
export function parseBirthDate(value: string): [number, number, number] | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= EARLIEST_YEAR && year <= LATEST_YEAR ? [year, month, day] : null;
}

/** The calendar date [year, month, day] at `now` in the time zone. */
export function dateIn(now: Date, timeZone: string): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day')];
}

/** Whole years from the birth date to `today`. */
export function ageOn(
  [year, month, day]: [number, number, number],
  [todayYear, todayMonth, todayDay]: [number, number, number],
): number {
  const hadBirthday = todayMonth > month || (todayMonth === month && todayDay >= day);
  return todayYear - year - (hadBirthday ? 0 : 1);
}
