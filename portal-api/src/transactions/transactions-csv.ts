import type { Transaction } from '@portal/contract';

const HEADER = [
  'Transaction ID',
  'Date & Time',
  'Type',
  'Category',
  'Product',
  'Amount',
  'Balance',
  'Details',
];

/** Cents as dollars with two decimals, without separators: 1250.50. */
function dollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The UTF-8 byte-order mark, so that spreadsheets read names like "Zoë" as UTF-8. */
const BOM = '\uFEFF';

/**
 * A CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is
 * prefixed with ' so that spreadsheets never read it as a formula.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function details(meta: Transaction['meta']): string {
  return Object.entries(meta)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join('; ');
}

/**
 * The transactions as CSV (RFC 4180, CRLF line ends, after a UTF-8 byte-order mark), one row each
 * in the given order.
 */
export function transactionsCsv(transactions: Transaction[]): string {
  const rows = transactions.map((t) => [
    String(t.id),
    t.created_at,
    t.type.name,
    t.category.name,
    t.product?.name ?? '',
    dollars(t.amount),
    dollars(t.balance),
    details(t.meta),
  ]);
  return BOM + [HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
