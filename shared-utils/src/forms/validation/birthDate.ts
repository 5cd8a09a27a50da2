import { BIRTH_YEARS } from '@portal/shared-utils';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(value: string): [number, number, number] | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? [year, month, day] : null;
}

/** A real YYYY-MM-DD date with a year from 1900 to 2029 (the date mask of spec 1 §5). */
export function isValidBirthDate(value: string | undefined): value is string {
  const date = value ? parts(value) : null;
  return !!date && date[0] >= BIRTH_YEARS.earliest && date[0] <= BIRTH_YEARS.latest;
}

/** Whole years from a YYYY-MM-DD birth date to the local date of `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = parts(birthDate) ?? [NaN, NaN, NaN];
  const hadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}
