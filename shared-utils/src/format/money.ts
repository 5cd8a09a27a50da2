/**
 * $0,0.00: the dollar sign, thousands separated by commas, always two decimals. One format for every
 * region, as before: en-AU's symbol for AUD is a bare '$' (en-AU would write USD as 'USD').
 */
const moneyFormat = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'symbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents as dollars, format $0,0.00: 125050 → '$1,250.50', -500 → '-$5.00'. */
export function formatMoney(cents: number): string {
  const amount = Math.abs(Math.round(cents)) / 100;
  // The sign comes from the cents as given, so -0 shows as '$0.00' and -0.4 as '-$0.00', as before.
  return moneyFormat.format(cents < 0 ? -amount : amount);
}

/** Dollars (a number or the text of an amount field) as integer cents: 12.345 → 1235. */
export function toCents(dollars: number | string): number {
  const value = typeof dollars === 'number' ? dollars : Number(dollars.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value)) return NaN;
  return Math.round(Number((value * 100).toPrecision(12)));
}
