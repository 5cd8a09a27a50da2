/** Cents as dollars, format $0,0.00: 125050 → '$1,250.50', -500 → '-$5.00'. */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const [dollars, decimals] = (Math.abs(Math.round(cents)) / 100).toFixed(2).split('.');
  return `${sign}$${dollars.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}

/** Dollars (a number or the text of an amount field) as integer cents: 12.345 → 1235. */
export function toCents(dollars: number | string): number {
  const value = typeof dollars === 'number' ? dollars : Number(dollars.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value)) return NaN;
  return Math.round(Number((value * 100).toPrecision(12)));
}
