import { messages } from '../messages';

/** The most a daily time limit may be: the whole day, in minutes. */
export const TIME_LIMIT_MAX_MINUTES = 24 * 60;

/** Minutes as the player reads them: '45 min', '3 h', '2 h 30 min'. */
export function formatMinutes(total: number): string {
  return messages.limits.hoursMinutes(Math.floor(total / 60), total % 60);
}

const WHOLE = /^\d{1,4}$/;

/** Hours and minutes as typed, in minutes; NaN unless both are whole numbers (blank is 0). */
export function minutesOf(hours: string | undefined, minutes: string | undefined): number {
  const h = (hours ?? '').trim() || '0';
  const m = (minutes ?? '').trim() || '0';
  if (!WHOLE.test(h) || !WHOLE.test(m) || Number(m) > 59) return NaN;
  return Number(h) * 60 + Number(m);
}

/** Whether the typed time is a daily time limit the API takes: 1 minute to 24 hours. */
export function isTimeLimit(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= TIME_LIMIT_MAX_MINUTES;
}
