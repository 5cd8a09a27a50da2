const unit = (count: number, singular: string) => `${count} ${singular}${count === 1 ? '' : 's'}`;

/** Seconds as whole hours and minutes, the hours left out under one: 3900 → '1 hour 5 minutes'. */
export function hoursAndMinutes(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = unit(minutes % 60, 'minute');
  return hours > 0 ? `${unit(hours, 'hour')} ${rest}` : rest;
}
