/** Cents as the spec shows money: $ with thousands separators and 2 decimals ($1,250.50). */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100).toLocaleString('en-US');
  return `${sign}$${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}
