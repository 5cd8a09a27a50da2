import type { Pagination } from '@portal/contract';
import type { Queryable, SqlParam } from '../db/db';

export interface Page<Row> {
  rows: Row[];
  pagination: Pagination;
}

/**
 * One page of `select` (which must not end in ORDER BY, LIMIT or OFFSET) ordered by `orderBy`,
 * with the total count of the rows `select` finds. A page past the last is empty.
 */
export async function fetchPage<Row>(
  q: Queryable,
  query: { select: string; params: SqlParam[]; orderBy: string },
  page: number,
  perPage: number,
): Promise<Page<Row>> {
  const n = query.params.length;
  const [rows, [{ total }]] = await Promise.all([
    q.query<Row>(`${query.select} ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...query.params,
      perPage,
      (page - 1) * perPage,
    ]),
    q.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${query.select}) AS counted`,
      query.params,
    ),
  ]);
  return {
    rows,
    pagination: {
      total,
      count: rows.length,
      per_page: perPage,
      current_page: page,
      total_pages: Math.ceil(total / perPage),
    },
  };
}

/**
 * A comma-separated list of ids ("1,2"), each one of `allowed`; empty or absent is null (no
 * filter); anything else is undefined.
 */
export function readIdList(
  raw: string | undefined,
  allowed: readonly number[],
): number[] | null | undefined {
  const items = (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) return null;
  const ids = items.map(Number);
  const valid = items.every((item, i) => /^\d{1,3}$/.test(item) && allowed.includes(ids[i]));
  return valid ? [...new Set(ids)] : undefined;
}
