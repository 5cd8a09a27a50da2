const pad = (value: number) => String(value).padStart(2, '0');

/** A session time in seconds as days, hours, minutes and seconds: 93784 → '1d 02h 03m 04s'. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${days}d ${pad(hours)}h ${pad(minutes)}m ${pad(total % 60)}s`;
}
