import type { Transaction } from '@portal/contract';
import { csvDocument, csvDollars } from '../csv/csv-document';

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
    csvDollars(t.amount),
    csvDollars(t.balance),
    details(t.meta),
  ]);
  return csvDocument([HEADER, ...rows]);
}
