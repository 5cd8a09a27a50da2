/** Cents as dollars with two decimals, without separators, a minus sign for less than zero: -1250.50. */
export function csvDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The UTF-8 byte-order mark, so that spreadsheets read names like "Zoë" as UTF-8. */
const BOM = '\uFEFF';

/** A number the API wrote itself: a spreadsheet reads it as the number, never as a formula. */
const OWN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ (other
 * than in a plain number) is prefixed with ' so that spreadsheets never read it as a formula.
 */
export function csvCell(value: string): string {
  const safe = !OWN_NUMBER.test(value) && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV (RFC 4180, CRLF line ends, after a UTF-8 byte-order mark). */
export function csvDocument(rows: string[][]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
