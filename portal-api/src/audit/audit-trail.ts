import type { Queryable } from '../db/db';

/** Who made a change: the player through a call, or the server when a pending change fell due. */
export type AuditActor = 'player' | 'system';

export type AuditSubject =
  'limit' | 'break' | 'self_exclusion' | 'closure' | 'reality_check' | 'payment_method';

/** A value the trail keeps: cents, a name, an instant (ISO) or none. */
export type AuditValue = number | string | null;

export interface AuditEntry {
  userId: number;
  actor: AuditActor;
  subject: AuditSubject;
  /** Only for limits. */
  limitTypeId?: number;
  durationId?: number;
  action: string;
  oldValue: AuditValue;
  newValue: AuditValue;
  at: Date;
}

/**
 * Appends one change to the responsible-gambling trail (who, what, old and new value, when). The
 * table refuses updates and deletes: the trail is history, and the limits history reads it.
 */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO responsible_gambling_audit
       (user_id, actor, subject, limit_type_id, duration_id, action, old_value, new_value, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
    [
      entry.userId,
      entry.actor,
      entry.subject,
      entry.limitTypeId ?? null,
      entry.durationId ?? null,
      entry.action,
      JSON.stringify(entry.oldValue),
      JSON.stringify(entry.newValue),
      entry.at,
    ],
  );
}
