import type { Region } from '@portal/shared-utils';

/** Day-first outside the US, month-first in the US (spec 1 §5 date mask). */
export type DateOrder = 'DMY' | 'MDY';
/** The years a masked date field lets a player type, both included. */
export interface YearRange {
  earliest: number;
  latest: number;
}
type Part = 'day' | 'month' | 'year';

const PARTS: Record<DateOrder, readonly Part[]> = {
  DMY: ['day', 'month', 'year'],
  MDY: ['month', 'day', 'year'],
};
const LENGTH: Record<Part, number> = { day: 2, month: 2, year: 4 };
const HIGHEST: Record<Exclude<Part, 'year'>, number> = { day: 31, month: 12 };
const SEPARATOR = /^[/.\-\s]$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The order dates are typed in, for the region. */
export function dateOrder(region: Region): DateOrder {
  return region === 'US' ? 'MDY' : 'DMY';
}

/** The shape the player types: DD/MM/YYYY or MM/DD/YYYY. */
export function datePattern(order: DateOrder): string {
  return PARTS[order]
    .map((part) => (part === 'year' ? 'YYYY' : part[0].toUpperCase().repeat(2)))
    .join('/');
}

/** Whether `digits` can begin a value of the part: day 01–31, month 01–12, a year of the range. */
function canBegin(part: Part, digits: string, years: YearRange): boolean {
  if (part === 'year') {
    const lowest = Number(digits.padEnd(4, '0'));
    const highest = Number(digits.padEnd(4, '9'));
    return lowest <= years.latest && highest >= years.earliest;
  }
  const value = Number(digits);
  if (digits.length === 1) return value <= Math.floor(HIGHEST[part] / 10);
  return value >= 1 && value <= HIGHEST[part];
}

/** The parts typed so far, in the field's order, and whether a separator ends the text. */
function readParts(
  typed: string,
  order: DateOrder,
  years: YearRange,
): { parts: string[]; separatorLast: boolean } {
  const parts: string[] = [];
  let current = '';
  let separatorLast = false;
  for (const character of typed) {
    const part = PARTS[order][parts.length];
    if (!part) break;
    if (/^\d$/.test(character)) {
      const padded = `0${character}`;
      if (canBegin(part, current + character, years)) current += character;
      else if (!current && part !== 'year' && canBegin(part, padded, years)) current = padded;
      else continue;
      separatorLast = false;
    } else if (SEPARATOR.test(character)) {
      // A separator after one digit of a day or month completes it: 1/ is 01/.
      if (current.length === 1 && part !== 'year' && canBegin(part, `0${current}`, years)) {
        current = `0${current}`;
      }
      separatorLast = current.length === LENGTH[part] || (!current && parts.length > 0);
    }
    if (current.length === LENGTH[part]) {
      parts.push(current);
      current = '';
    }
  }
  return { parts: current ? [...parts, current] : parts, separatorLast };
}

/** A YYYY-MM-DD date as text in the field's order. */
function isoAsText(iso: RegExpExecArray, order: DateOrder): string {
  const [, year, month, day] = iso;
  return order === 'MDY' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/**
 * The text a masked date field shows for what the player typed: digits in the field's order,
 * '/' between the parts, each part limited as it is typed (day 01–31, month 01–12, a year of the
 * range).
 * A single digit that can only start a two-digit value is padded (4 → 04), and a separator after
 * one digit completes it (1/ → 01/). A pasted YYYY-MM-DD date is turned round.
 */
export function maskDate(typed: string, order: DateOrder, years: YearRange): string {
  const iso = ISO_DATE.exec(typed.trim());
  if (iso) return maskDate(isoAsText(iso, order), order, years);
  const { parts, separatorLast } = readParts(typed, order, years);
  const text = parts.join('/');
  return separatorLast && parts.length < PARTS[order].length ? `${text}/` : text;
}

/** The form value of the field: YYYY-MM-DD once the date is complete, else the text so far. */
export function dateValue(typed: string, order: DateOrder, years: YearRange): string {
  const text = maskDate(typed, order, years);
  if (text.length !== 10) return text;
  const parts = Object.fromEntries(text.split('/').map((value, i) => [PARTS[order][i], value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The text shown for a form value: a YYYY-MM-DD date in the field's order, else the value. */
export function dateText(value: string | undefined, order: DateOrder): string {
  const iso = ISO_DATE.exec(value ?? '');
  return iso ? isoAsText(iso, order) : (value ?? '');
}
