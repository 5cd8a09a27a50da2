import type { ActivityStatement, MonthlyStatement } from '@portal/contract';
import type { Queryable } from '../db/db';
import { firstDayOf, lastDayOf } from './calendar';
import { sha256Of } from './canonical-json';
import { activityStatement } from './statement-query';

interface StoredRow {
  month: string;
  figures: ActivityStatement;
  sha256: string;
  created_at: Date;
}

const COLUMNS = 'month, figures, sha256, created_at';

function toMonthlyStatement(row: StoredRow): MonthlyStatement {
  return {
    month: row.month,
    created_at: row.created_at.toISOString(),
    sha256: row.sha256,
    statement: row.figures,
  };
}

/**
 * Makes and stores the player's statement of a finished month unless one is stored already; the
 * database decides which of several callers made it (`created` is true for that one only).
 */
export async function storeMonthlyStatement(
  q: Queryable,
  userId: number,
  month: string,
  timeZone: string,
  now: Date,
): Promise<{ statement: MonthlyStatement; created: boolean }> {
  const figures = await activityStatement(
    q,
    userId,
    { from: firstDayOf(month), to: lastDayOf(month) },
    timeZone,
  );
  const [inserted] = await q.query<StoredRow>(
    `INSERT INTO activity_statements (user_id, month, figures, sha256, created_at)
     VALUES ($1, $2, $3::jsonb, $4, $5)
     ON CONFLICT (user_id, month) DO NOTHING RETURNING ${COLUMNS}`,
    [userId, month, JSON.stringify(figures), sha256Of(figures), now],
  );
  if (inserted) return { statement: toMonthlyStatement(inserted), created: true };
  const existing = await storedStatement(q, userId, month);
  return { statement: existing!, created: false };
}

/** The player's stored statement of the month, or null. */
export async function storedStatement(
  q: Queryable,
  userId: number,
  month: string,
): Promise<MonthlyStatement | null> {
  const [row] = await q.query<StoredRow>(
    `SELECT ${COLUMNS} FROM activity_statements WHERE user_id = $1 AND month = $2`,
    [userId, month],
  );
  return row ? toMonthlyStatement(row) : null;
}

/** Every stored statement of the player, newest month first. */
export async function storedStatements(q: Queryable, userId: number): Promise<MonthlyStatement[]> {
  const rows = await q.query<StoredRow>(
    `SELECT ${COLUMNS} FROM activity_statements WHERE user_id = $1 ORDER BY month DESC`,
    [userId],
  );
  return rows.map(toMonthlyStatement);
}
