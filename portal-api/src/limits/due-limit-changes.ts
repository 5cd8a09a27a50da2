import { recordAudit } from '../audit/audit-trail';
import type { Db, Queryable } from '../db/db';
import { messages } from '@portal/contract';
import { lockPlayer } from '../restrictions/player-lock';
import type { LimitParams } from './limit-queries';

interface DueRequest {
  id: number;
  type_id: number;
  duration_id: number;
  duration_name: string;
  has_amount: boolean;
  amount: number | null;
  activate_at: Date;
  /** A pending request without an amount is always a removal (setting is never looser). */
  removal: boolean;
}

/** The value the trail keeps for a limit: its cents, or the duration's name for a time limit. */
export function auditedLimitValue(
  limit: { amount: number | null; duration_name: string; has_amount: boolean } | undefined,
): number | string | null {
  if (!limit) return null;
  return limit.has_amount ? limit.amount : limit.duration_name;
}

/** The player's pending changes (`user_limit_requests r`) whose time has come. */
export function dueLimitRequests(p: LimitParams): string {
  return `r.user_id = ${p.user} AND r.applied_at IS NULL AND r.cancelled_at IS NULL
    AND r.activate_at <= ${p.now}`;
}

const DUE = dueLimitRequests({ user: '$1', now: '$2' });

/**
 * Inside a transaction holding the player's limits lock: every pending change whose activate_at has
 * come takes effect as of that instant, oldest first. The limit it replaces ends then, the new one
 * starts then (a removal starts none), and the trail records it as the server's change at that time.
 */
export async function applyDueLimitChanges(tx: Queryable, userId: number, now: Date) {
  const due = await tx.query<DueRequest>(
    `SELECT r.id, r.type_id, r.duration_id, d.name AS duration_name, t.has_amount, r.amount,
            r.activate_at, r.amount IS NULL AS removal
     FROM user_limit_requests r
     JOIN limit_types t ON t.id = r.type_id
     JOIN limit_durations d ON d.id = r.duration_id
     WHERE ${DUE}
     ORDER BY r.activate_at, r.id`,
    [userId, now],
  );
  for (const request of due) {
    const [ended] = await tx.query<{ amount: number | null }>(
      `UPDATE user_limits SET end_date = $4
       WHERE user_id = $1 AND type_id = $2 AND duration_id = $3
         AND (end_date IS NULL OR end_date > $4)
       RETURNING amount`,
      [userId, request.type_id, request.duration_id, request.activate_at],
    );
    if (!request.removal) {
      await tx.query(
        `INSERT INTO user_limits (user_id, type_id, duration_id, amount, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [userId, request.type_id, request.duration_id, request.amount, request.activate_at],
      );
    }
    await tx.query('UPDATE user_limit_requests SET applied_at = activate_at WHERE id = $1', [
      request.id,
    ]);
    await recordAudit(tx, {
      userId,
      actor: 'system',
      subject: 'limit',
      limitTypeId: request.type_id,
      durationId: request.duration_id,
      action: request.removal
        ? messages.limits.actions.removed
        : messages.limits.actions.pendingApplied,
      oldValue: auditedLimitValue(ended && { ...request, amount: ended.amount }),
      newValue: request.removal ? null : auditedLimitValue(request),
      at: request.activate_at,
    });
  }
}

/**
 * Brings the player's limits up to date before they are read: a transaction of its own under the
 * limits lock, taken only when a pending change has come due (reads stay a single cheap query).
 */
export async function bringLimitsUpToDate(db: Db, userId: number, now: Date): Promise<void> {
  const [{ due }] = await db.query<{ due: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM user_limit_requests r WHERE ${DUE}) AS due`,
    [userId, now],
  );
  if (!due) return;
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    await applyDueLimitChanges(tx, userId, now);
  });
}
