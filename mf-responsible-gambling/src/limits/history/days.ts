/** The local day of a date as YYYY-MM-DD. */
export function localDay(date: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first instant of a local day (YYYY-MM-DD) as an ISO string. */
export function dayStart(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

/** The last instant (millisecond) of a local day (YYYY-MM-DD) as an ISO string. */
export function dayEnd(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}
