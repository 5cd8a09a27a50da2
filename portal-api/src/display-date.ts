import type { AppConfig } from './config';

/**
 * An instant as the player reads it in a message: the date and time in the region's time zone and
 * writing ('8 March 2026 at 9:00 pm' in Australia, 'March 8, 2026 at 9:00 PM' in the US).
 */
export function displayDate(date: Date, { region, serverTimezone }: AppConfig): string {
  return new Intl.DateTimeFormat(region === 'US' ? 'en-US' : 'en-AU', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: serverTimezone,
  }).format(date);
}
