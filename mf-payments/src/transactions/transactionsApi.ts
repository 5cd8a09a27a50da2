import { apiDownload, apiGet } from '@portal/shared-utils';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Paged } from '../paging/paged';

/** The tabs of Cash Transactions and their ledger category ids (spec 2 §2, §3); All sends none. */
export const CATEGORIES = { all: null, deposits: 1, withdrawals: 2, wins: 4 } as const;
export type Category = keyof typeof CATEGORIES;

/** The debit transaction type id (money out). */
export const DEBIT_TYPE_ID = 2;

/** A cash transaction (spec 2 §3); amount (always positive) and balance in cents. */
export interface Transaction {
  id: number;
  type: { id: number; name: string };
  category: { id?: number; name: string };
  amount: number;
  balance: number;
  created_at: string;
  description?: string | null;
  product?: { id: number; name: string } | null;
  meta?: Record<string, string | number | null> | null;
}

/** The API's range: from the start of FROM to the start of the day after TO, in the player's zone. */
export interface RangeQuery {
  transaction_from: string;
  transaction_to: string;
}

/** GET /wallets/transactions: one page of the player's cash transactions in the range. */
export async function fetchTransactions(
  category: Category,
  page: number,
  range: RangeQuery,
): Promise<Paged<Transaction>> {
  const query = { ...range, page, category_ids: CATEGORIES[category] ?? undefined };
  return (await apiGet<Paged<Transaction>>('/wallets/transactions', { query })).data;
}

/** One page of the player's cash transactions for a tab and a range as a query. */
export function transactionsQuery(category: Category, page: number, range: RangeQuery) {
  return queryOptions({
    queryKey: ['wallets', 'transactions', category, page, range] as const,
    queryFn: () => fetchTransactions(category, page, range),
  });
}

/** GET /wallets/transactions/export: every transaction in the range as a CSV file. */
export function exportTransactions(range: RangeQuery): Promise<Blob> {
  return apiDownload('/wallets/transactions/export', { ...range });
}

/** Downloads the transactions of a range as a CSV file. */
export function useExportTransactions() {
  return useMutation({ mutationFn: exportTransactions });
}
