import type { Queryable } from '../db/db';
import { isoOrNull } from '../http/iso-date';
import type { ActiveLimit, AvailableLimit, PendingLimitRequest } from './limit-types';

/** Limit types offered in the player's country: US players also get time limits. */
export function availableLimits(q: Queryable, country: string): Promise<AvailableLimit[]> {
  return q.query<AvailableLimit>(
    `SELECT t.id, t.name, t.has_amount,
            json_agg(json_build_object('id', d.id, 'name', d.name) ORDER BY d.id) AS durations
     FROM limit_types t
     JOIN limit_type_durations td ON td.type_id = t.id
     JOIN limit_durations d ON d.id = td.duration_id
     WHERE NOT t.us_only OR $1
     GROUP BY t.id, t.name, t.has_amount
     ORDER BY t.id`,
    [country === 'US'],
  );
}

interface LimitRow {
  id: number;
  type_id: number;
  type_name: string;
  duration_id: number;
  duration_name: string;
  amount: number | null;
  created_at: Date;
}

const LIMIT_COLUMNS = `l.id, l.type_id, t.name AS type_name, l.duration_id,
  d.name AS duration_name, l.amount, l.created_at`;

function limitParts(row: LimitRow) {
  return {
    id: row.id,
    type: { id: row.type_id, name: row.type_name },
    duration: { id: row.duration_id, name: row.duration_name },
    limit: row.amount,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Limits in force, with `used` over the limit's rolling period: deposits for a deposit limit,
 * bets for a spending limit, null for a time limit.
 */
export async function activeLimits(
  q: Queryable,
  userId: number,
  now: Date,
): Promise<ActiveLimit[]> {
  const rows = await q.query<LimitRow & { end_date: Date | null; used: number | null }>(
    `SELECT ${LIMIT_COLUMNS}, l.end_date,
       CASE l.type_id
         WHEN 1 THEN (SELECT COALESCE(sum(e.amount), 0)::bigint FROM wallet_ledger_entries e
                      WHERE e.user_id = l.user_id AND e.category_id = 1
                        AND e.created_at > $2::timestamptz - d.period)
         WHEN 2 THEN (SELECT COALESCE(-sum(e.amount), 0)::bigint FROM wallet_ledger_entries e
                      WHERE e.user_id = l.user_id AND e.category_id = 3
                        AND e.created_at > $2::timestamptz - d.period)
       END AS used
     FROM user_limits l
     JOIN limit_types t ON t.id = l.type_id
     JOIN limit_durations d ON d.id = l.duration_id
     WHERE l.user_id = $1 AND (l.end_date IS NULL OR l.end_date > $2)
     ORDER BY l.type_id, l.id`,
    [userId, now],
  );
  return rows.map((row) => ({
    ...limitParts(row),
    used: row.used,
    end_date: isoOrNull(row.end_date),
  }));
}

/** Requested changes not active yet (nor superseded by a stricter limit). */
export async function pendingLimitRequests(
  q: Queryable,
  userId: number,
  now: Date,
): Promise<PendingLimitRequest[]> {
  const rows = await q.query<LimitRow & { activate_at: Date }>(
    `SELECT ${LIMIT_COLUMNS}, l.activate_at
     FROM user_limit_requests l
     JOIN limit_types t ON t.id = l.type_id
     JOIN limit_durations d ON d.id = l.duration_id
     WHERE l.user_id = $1 AND l.activate_at > $2 AND l.applied_at IS NULL AND l.cancelled_at IS NULL
     ORDER BY l.type_id, l.id`,
    [userId, now],
  );
  return rows.map((row) => ({ ...limitParts(row), activate_at: row.activate_at.toISOString() }));
}
