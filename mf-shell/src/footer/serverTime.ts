const TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
  timeZoneName: 'short',
};

/**
 * The server's time in its own time zone, in the US time format (hh:mm:ss AM/PM) with the zone's
 * abbreviation: '02:03:09 PM CST'. An unknown zone name falls back to this browser's zone.
 */
export function formatServerTime(time: Date, timezone: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-US', {
      ...TIME_OPTIONS,
      timeZone: timezone ?? undefined,
    }).format(time);
  } catch {
    return new Intl.DateTimeFormat('en-US', TIME_OPTIONS).format(time);
  }
}
