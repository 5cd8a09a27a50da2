import type { AppContext } from '../app-context';
import type { AuditValue } from '../audit/audit-trail';
import { fetchPage } from '../http/pagination';
import { messages, type LimitHistory, type LimitHistoryQuery } from '@portal/contract';
import { readBoundary } from '../transactions/transaction-range';
import { ErrorCollector } from '../validation/error-collector';
import { bringLimitsUpToDate } from './due-limit-changes';

const m = messages.limits;

const HISTORY_PER_PAGE = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

interface HistoryRow {
  id: number;
  type_id: number;
  type_name: string;
  duration_name: string | null;
  action: string;
  created_at: Date;
  old_value: AuditValue;
  new_value: AuditValue;
}

/**
 * from_date and to_date, each optional, both inclusive. From must not be after to, and to must
 * not be in the future: the client sends the last millisecond of the player's chosen day, which
 * is at most a day ahead of now wherever the player is, so a to date a day or more ahead is refused.
 */
function readRange(query: LimitHistoryQuery, now: Date) {
  const e = new ErrorCollector();
  const read = (field: 'from_date' | 'to_date', label: string) => {
    const raw = query[field]?.trim();
    if (!raw) return null;
    const boundary = readBoundary(raw);
    if (!boundary) e.add(field, m.dateFormat(label));
    return boundary?.instant ?? null;
  };
  const from = read('from_date', 'From date');
  const to = read('to_date', 'To date');
  if (from && to && from > to) e.add('from_date', m.fromAfterTo);
  if (to && to.getTime() >= now.getTime() + DAY_MS) e.add('to_date', m.toInFuture);
  e.throwIfAny();
  return { from, to };
}

/** GET /users/limits/history: the caller's limit changes from the audit trail, newest first. */
export async function limitHistory(
  ctx: AppContext,
  userId: number,
  query: LimitHistoryQuery,
): Promise<LimitHistory> {
  const now = ctx.clock();
  const { from, to } = readRange(query, now);
  await bringLimitsUpToDate(ctx.db, userId, now);
  const { rows, pagination } = await fetchPage<HistoryRow>(
    ctx.db,
    {
      select: `SELECT a.id, a.limit_type_id AS type_id, t.name AS type_name,
                      d.name AS duration_name, a.action, a.created_at, a.old_value, a.new_value
               FROM responsible_gambling_audit a
               JOIN limit_types t ON t.id = a.limit_type_id
               LEFT JOIN limit_durations d ON d.id = a.duration_id
               WHERE a.user_id = $1 AND a.subject = 'limit'
                 AND ($2::timestamptz IS NULL OR a.created_at >= $2)
                 AND ($3::timestamptz IS NULL OR a.created_at <= $3)`,
      params: [userId, from, to],
      orderBy: 'a.created_at DESC, a.id DESC',
    },
    query.page ?? 1,
    HISTORY_PER_PAGE,
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: { id: row.type_id, name: row.type_name },
      duration: row.duration_name === null ? null : { name: row.duration_name },
      action: row.action,
      created_at: row.created_at.toISOString(),
      value: { old: row.old_value, new: row.new_value },
    })),
    meta: { pagination },
  };
}
