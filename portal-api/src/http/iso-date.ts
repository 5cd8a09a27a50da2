export function isoOrNull(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
