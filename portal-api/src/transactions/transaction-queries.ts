import type { Brand } from '@portal/brands';
import { clientProduct } from '../brands/client-products';
import type { Queryable, SqlParam } from '../db/db';
import { fetchPage, type Page } from '../http/pagination';
import type { Transaction } from '@portal/contract';
import type { TransactionRange } from './transaction-range';
import { ticketClientId } from '../wallet/ticket-product';

/** Transaction type ids (spec 2 §3: Debit or Credit). */
export const TRANSACTION_TYPE = {
  credit: { id: 1, name: 'Credit' },
  debit: { id: 2, name: 'Debit' },
} as const;

export const TRANSACTIONS_PER_PAGE = 10;

interface LedgerRow {
  id: number;
  category_id: number;
  category_name: string;
  amount: number;
  balance_after: number;
  description: string;
  meta: Record<string, string | number | boolean>;
  created_at: Date;
}

export interface TransactionFilter extends TransactionRange {
  /** Null: every category. */
  categoryIds: number[] | null;
}

/** The ledger row as the player reads it on `brand`: a bet's product is named as the brand calls it. */
function toTransaction(brand: Brand, row: LedgerRow): Transaction {
  const clientId = ticketClientId(row.meta);
  return {
    id: row.id,
    type: row.amount > 0 ? TRANSACTION_TYPE.credit : TRANSACTION_TYPE.debit,
    category: { id: row.category_id, name: row.category_name },
    amount: Math.abs(row.amount),
    balance: row.balance_after,
    created_at: row.created_at.toISOString(),
    description: row.description,
    product: clientId === undefined ? null : clientProduct(brand, clientId),
    meta: row.meta,
  };
}

function selectFor(
  userId: number,
  filter: TransactionFilter,
): { select: string; params: SqlParam[] } {
  return {
    select: `SELECT e.id, e.category_id, c.name AS category_name, e.amount, e.balance_after,
        e.description, e.meta, e.created_at
      FROM wallet_ledger_entries e JOIN ledger_categories c ON c.id = e.category_id
      WHERE e.user_id = $1 AND ($2::int[] IS NULL OR e.category_id = ANY($2::int[]))
        AND ($3::timestamptz IS NULL OR e.created_at >= $3)
        AND ($4::timestamptz IS NULL OR e.created_at < $4)`,
    params: [userId, filter.categoryIds, filter.from, filter.to],
  };
}

const NEWEST_FIRST = 'e.created_at DESC, e.id DESC';

/** One page of the player's transactions, newest first. */
export async function transactionPage(
  q: Queryable,
  brand: Brand,
  userId: number,
  filter: TransactionFilter,
  page: number,
): Promise<Page<Transaction>> {
  const result = await fetchPage<LedgerRow>(
    q,
    { ...selectFor(userId, filter), orderBy: NEWEST_FIRST },
    page,
    TRANSACTIONS_PER_PAGE,
  );
  return {
    rows: result.rows.map((row) => toTransaction(brand, row)),
    pagination: result.pagination,
  };
}

/** Every transaction of the player in the filter, newest first (the export). */
export async function allTransactions(
  q: Queryable,
  brand: Brand,
  userId: number,
  filter: TransactionFilter,
): Promise<Transaction[]> {
  const { select, params } = selectFor(userId, filter);
  const rows = await q.query<LedgerRow>(`${select} ORDER BY ${NEWEST_FIRST}`, params);
  return rows.map((row) => toTransaction(brand, row));
}
