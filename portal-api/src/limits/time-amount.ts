/** The US daily time limit (spec 2 §3): minutes of logged-in time per rolling day. */
export const TIME_LIMIT_TYPE_ID = 3;

/** The most a daily time limit may be: the whole day, in minutes. */
export const TIME_LIMIT_MAX_MINUTES = 24 * 60;

/** Minutes as the player reads them: '45 min', '3 h', '2 h 30 min'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
