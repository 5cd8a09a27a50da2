import { recordAudit } from '../audit/audit-trail';
import type { Db, Queryable } from '../db/db';
import { messages } from '@portal/contract';
import { lockPlayer } from '../restrictions/player-lock';
import type { LimitParams } from './limit-queries';

/** A looser limit or a removal the player asked for, with the limit it would replace. */
export interface LimitRequestRow {
  id: number;
  type_id: number;
  duration_id: number;
  duration_name: string;
  has_amount: boolean;
  amount: number | null;
  activate_at: Date;
  confirm_by: Date;
  /** A request without an amount is always a removal (setting is never looser). */
  removal: boolean;
}

/** The value the trail keeps for a limit: its cents, or the duration's name for a time limit. */
export function auditedLimitValue(
  limit: { amount: number | null; duration_name: string; has_amount: boolean } | undefined,
): number | string | null {
  if (!limit) return null;
  return limit.has_amount ? limit.amount : limit.duration_name;
}

/** The request columns LimitRequestRow reads, from `user_limit_requests r` with `t` and `d`. */
export const LIMIT_REQUEST_ROW = `r.id, r.type_id, r.duration_id, d.name AS duration_name,
  t.has_amount, r.amount, r.activate_at, r.confirm_by, r.amount IS NULL AS removal
  FROM user_limit_requests r
  JOIN limit_types t ON t.id = r.type_id
  JOIN limit_durations d ON d.id = r.duration_id`;

/** The player's open requests (`user_limit_requests r`): neither confirmed, cancelled nor lapsed. */
export const OPEN_REQUEST = `r.applied_at IS NULL AND r.cancelled_at IS NULL AND r.lapsed_at IS NULL`;

/** The player's open requests whose time to be confirmed ran out at or before now. */
export function lapsedLimitRequests(p: LimitParams): string {
  return `r.user_id = ${p.user} AND ${OPEN_REQUEST} AND r.confirm_by <= ${p.now}`;
}

const LAPSED = lapsedLimitRequests({ user: '$1', now: '$2' });

/**
 * Inside a transaction holding the player's lock: every looser limit or removal the player did not
 * confirm by its confirm_by lapses as of that instant, and the limit in force stays; the trail
 * records it as the server's doing at that time.
 */
export async function applyDueLimitChanges(tx: Queryable, userId: number, now: Date) {
  const lapsed = await tx.query<LimitRequestRow & { in_force: number | null }>(
    `UPDATE user_limit_requests r SET lapsed_at = r.confirm_by
     FROM limit_types t, limit_durations d
     WHERE t.id = r.type_id AND d.id = r.duration_id AND ${LAPSED}
     RETURNING r.id, r.type_id, r.duration_id, d.name AS duration_name, t.has_amount, r.amount,
       r.confirm_by, r.amount IS NULL AS removal,
       (SELECT l.amount FROM user_limits l
        WHERE l.user_id = r.user_id AND l.type_id = r.type_id AND l.duration_id = r.duration_id
          AND (l.end_date IS NULL OR l.end_date > r.confirm_by)
        ORDER BY l.id DESC LIMIT 1) AS in_force`,
    [userId, now],
  );
  for (const request of lapsed.sort((a, b) => a.confirm_by.getTime() - b.confirm_by.getTime())) {
    await recordAudit(tx, {
      userId,
      actor: 'system',
      subject: 'limit',
      limitTypeId: request.type_id,
      durationId: request.duration_id,
      action: messages.limits.actions.lapsed,
      oldValue: auditedLimitValue({ ...request, amount: request.in_force }),
      newValue: request.removal ? null : auditedLimitValue(request),
      at: request.confirm_by,
    });
  }
}

/**
 * Brings the player's limits up to date before they are read: a transaction of its own under the
 * player's lock, taken only when a request has lapsed (reads stay a single cheap query).
 */
export async function bringLimitsUpToDate(db: Db, userId: number, now: Date): Promise<void> {
  const [{ due }] = await db.query<{ due: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM user_limit_requests r WHERE ${LAPSED}) AS due`,
    [userId, now],
  );
  if (!due) return;
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    await applyDueLimitChanges(tx, userId, now);
  });
}
