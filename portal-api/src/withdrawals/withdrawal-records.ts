import type { Queryable } from '../db/db';
import { fetchPage, type Page } from '../http/pagination';
import type { Withdrawal } from '@portal/contract';

export interface WithdrawalRow {
  id: number;
  user_id: number;
  type_id: number;
  type_name: string;
  amount: number;
  status_id: number;
  status_name: string;
  is_auto: boolean;
  account_id: number;
  account_label: string;
  transaction_id: number | null;
  created_at: Date;
}

const SELECT_WITHDRAWALS = `SELECT w.id, w.user_id, w.type_id, t.name AS type_name, w.amount,
    w.status_id, s.name AS status_name, w.is_auto, w.account_id, w.account_label,
    w.transaction_id, w.created_at
  FROM withdrawals w
  JOIN withdrawal_request_types t ON t.id = w.type_id
  JOIN withdrawal_statuses s ON s.id = w.status_id`;

export function viewOf(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    transaction_id: row.transaction_id,
    created_at: row.created_at.toISOString(),
    amount: row.amount,
    status: { id: row.status_id, name: row.status_name },
    is_auto: row.is_auto ? 1 : 0,
    withdrawal_request_type: { id: row.type_id, name: row.type_name },
    account: { id: row.account_id, label: row.account_label },
  };
}

/** The player's withdrawal, or undefined when there is none with that id. */
export async function findWithdrawal(
  q: Queryable,
  userId: number,
  id: number,
): Promise<WithdrawalRow | undefined> {
  const [row] = await q.query<WithdrawalRow>(
    `${SELECT_WITHDRAWALS} WHERE w.id = $1 AND w.user_id = $2`,
    [id, userId],
  );
  return row;
}

/** One page of the player's withdrawals with the given statuses (all when null), newest first. */
export async function withdrawalPage(
  q: Queryable,
  userId: number,
  statusIds: number[] | null,
  page: number,
  perPage: number,
): Promise<Page<Withdrawal>> {
  const result = await fetchPage<WithdrawalRow>(
    q,
    {
      select: `${SELECT_WITHDRAWALS} WHERE w.user_id = $1
        AND ($2::int[] IS NULL OR w.status_id = ANY($2::int[]))`,
      params: [userId, statusIds],
      orderBy: 'w.created_at DESC, w.id DESC',
    },
    page,
    perPage,
  );
  return { rows: result.rows.map(viewOf), pagination: result.pagination };
}
