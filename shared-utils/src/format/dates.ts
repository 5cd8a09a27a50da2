import { isValid, lightFormat, parseISO } from 'date-fns';
import { getConfig } from '../config/config';
import type { PortalConfig } from '../config/PortalConfig';

/**
 * What the date functions accept: a Date, epoch milliseconds, a date string, or any object whose
 * valueOf() is epoch milliseconds (a Day.js or Moment object, as the functions took before).
 * Missing means now; null is an invalid date.
 */
export type DateInput = Date | string | number | { valueOf(): number } | null | undefined;

interface DateFormats {
  date: string;
  time: string;
  shortDate: string;
}

/** date-fns (Unicode) patterns of spec 1 §9 and spec 2 §9. */
const AU_FORMATS: DateFormats = {
  date: 'EEE d MMM yyyy',
  time: 'HH:mm:ss xxx',
  shortDate: 'd/MM/yyyy',
};
const US_FORMATS: DateFormats = {
  date: 'EEE, MMM d, yyyy',
  time: 'hh:mm:ss a',
  shortDate: 'MM/d/yyyy',
};

/** The text shown for a date that cannot be read, as before. */
const INVALID_DATE = 'Invalid Date';

/** US formats in the US region or with the US language; day-first formats everywhere else. */
export function dateFormats(config: PortalConfig = getConfig()): DateFormats {
  return config.region === 'US' || config.language === 'enUS' ? US_FORMATS : AU_FORMATS;
}

/**
 * The input as a Date. ISO strings without an offset ('2024-11-23', '2024-11-23T10:00:00') are local
 * time; strings with one are that instant; other strings are read by the Date constructor.
 */
function toDate(date: DateInput): Date {
  if (date === undefined) return new Date();
  if (date === null) return new Date(NaN);
  if (typeof date === 'string') {
    const iso = parseISO(date);
    return isValid(iso) ? iso : new Date(date);
  }
  return new Date(date instanceof Date ? date.getTime() : Number(date.valueOf()));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The local offset from UTC as date-fns' 'xxx' writes it: +10:00, -05:00, +05:30. */
function utcOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${twoDigits(Math.floor(absolute / 60))}:${twoDigits(absolute % 60)}`;
}

/**
 * The date in a date-fns pattern. date-fns' locale-free lightFormat writes the numbers; the English
 * weekday and month names (EEE, MMM) and the offset (xxx) go in first as quoted text. (date-fns'
 * format does the same with its whole English locale, three times the size, on every page.)
 */
function formatWith(date: DateInput, pattern: string): string {
  const value = toDate(date);
  if (!isValid(value)) return INVALID_DATE;
  const named = pattern.replace(/EEE|MMM|xxx/g, (token) => {
    if (token === 'EEE') return `'${WEEKDAYS[value.getDay()]}'`;
    if (token === 'MMM') return `'${MONTHS[value.getMonth()]}'`;
    return `'${utcOffset(value)}'`;
  });
  return lightFormat(value, named);
}

/** AU 'EEE d MMM yyyy' (Fri 5 Jan 2024); US 'EEE, MMM d, yyyy' (Fri, Jan 5, 2024). */
export function formatDate(date: DateInput, config?: PortalConfig): string {
  return formatWith(date, dateFormats(config).date);
}

/** AU 'HH:mm:ss xxx' (14:03:09 +10:00); US 'hh:mm:ss a' (02:03:09 PM). */
export function formatTime(date: DateInput, config?: PortalConfig): string {
  return formatWith(date, dateFormats(config).time);
}

export function formatDateTime(date: DateInput, config?: PortalConfig): string {
  return `${formatDate(date, config)} ${formatTime(date, config)}`;
}

/** AU d/MM/yyyy (5/01/2024); US MM/d/yyyy (01/5/2024). */
export function formatShortDate(date: DateInput, config?: PortalConfig): string {
  return formatWith(date, dateFormats(config).shortDate);
}
