import type { AppContext } from '../app-context';
import type { AppConfig } from '../config';
import { recordAudit, type AuditValue } from '../audit/audit-trail';
import type { Queryable } from '../db/db';
import { displayDate } from '../display-date';
import { generalError } from '../http/http-error';
import { messages } from '@portal/contract';
import { applyDueLimitChanges, auditedLimitValue, OPEN_REQUEST } from './due-limit-changes';
import { accountBlock, blockMessage } from '../restrictions/account-blocks';
import { lockPlayer } from '../restrictions/player-lock';
import { limitsAfterChange } from './limit-queries';
import { readLimitChange, type LimitChange } from './limit-input';
import { cancelLimitRequest } from './limit-request-updates';
import { CONFIRMATION_WINDOW_HOURS, hoursInterval, looseningWaitHours } from './limit-waits';
import type { Country } from '../region';
import type { LimitsAfterChange } from '@portal/contract';

const m = messages.limits;

interface LimitInForce {
  id: number;
  amount: number | null;
  duration_name: string;
  has_amount: boolean;
  /** The wait from now, or the end of the limit's first timeframe if that is later. */
  earliest_loosening: Date;
}

interface OpenRequest {
  id: number;
  amount: number | null;
  activate_at: Date;
  confirm_by: Date;
}

async function limitInForce(
  tx: Queryable,
  userId: number,
  change: LimitChange,
  now: Date,
  country: Country,
): Promise<LimitInForce | undefined> {
  const [limit] = await tx.query<LimitInForce>(
    `SELECT l.id, l.amount, d.name AS duration_name, t.has_amount,
            GREATEST($4::timestamptz + $5::interval, l.created_at + d.period) AS earliest_loosening
     FROM user_limits l
     JOIN limit_types t ON t.id = l.type_id
     JOIN limit_durations d ON d.id = l.duration_id
     WHERE l.user_id = $1 AND l.type_id = $2 AND l.duration_id = $3
       AND (l.end_date IS NULL OR l.end_date > $4)
     ORDER BY l.id DESC LIMIT 1`,
    [
      userId,
      change.type.id,
      change.durationId,
      now,
      hoursInterval(looseningWaitHours(country, change.type.id)),
    ],
  );
  return limit;
}

async function openRequest(
  tx: Queryable,
  userId: number,
  change: LimitChange,
): Promise<OpenRequest | undefined> {
  const [request] = await tx.query<OpenRequest>(
    `SELECT r.id, r.amount, r.activate_at, r.confirm_by FROM user_limit_requests r
     WHERE r.user_id = $1 AND r.type_id = $2 AND r.duration_id = $3 AND ${OPEN_REQUEST}
     ORDER BY r.id DESC LIMIT 1`,
    [userId, change.type.id, change.durationId],
  );
  return request;
}

/** Why the limit cannot be loosened while `pending` is open: its wait, or its confirmation. */
function pendingRefusal(type: string, pending: OpenRequest, now: Date, config: AppConfig) {
  return pending.activate_at > now
    ? m.pendingUntil(type, displayDate(pending.activate_at, config))
    : m.awaitingConfirmation(type, displayDate(pending.confirm_by, config));
}

/** Whether the change loosens the limit in force: a removal, or a higher amount. */
function loosens(change: LimitChange, current: LimitInForce): boolean {
  if (change.removal) return true;
  return change.type.has_amount && (change.amount ?? 0) > (current.amount ?? 0);
}

function isSameAsInForce(change: LimitChange, current: LimitInForce | undefined): boolean {
  return !!current && (!change.type.has_amount || change.amount === current.amount);
}

/**
 * POST /limits for the caller: a stricter or new limit applies at once (and drops a pending
 * loosening of the same limit); a looser limit or a removal becomes a pending change that applies
 * after the wait (7 days, 24 hours for the US time limit) and never before the limit's first
 * timeframe has ended; while one is pending, the limit cannot be loosened again. Every change goes
 * to the audit trail. Returns the limits in force and pending afterwards.
 */
export async function changeLimit(
  ctx: AppContext,
  userId: number,
  body: Record<string, unknown>,
): Promise<LimitsAfterChange> {
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const now = ctx.clock();
    await applyDueLimitChanges(tx, userId, now);
    const [{ country }] = await tx.query<{ country: Country }>(
      'SELECT country FROM users WHERE id = $1',
      [userId],
    );
    const change = readLimitChange(body, ctx.availableLimits(country));
    const current = await limitInForce(tx, userId, change, now, country);
    const pending = await openRequest(tx, userId, change);
    const audit = (action: string, oldValue: AuditValue, newValue: AuditValue) =>
      recordAudit(tx, {
        userId,
        actor: 'player',
        subject: 'limit',
        limitTypeId: change.type.id,
        durationId: change.durationId,
        action,
        oldValue,
        newValue,
        at: now,
      });
    const newValue = change.removal
      ? null
      : auditedLimitValue({
          ...change.type,
          amount: change.amount,
          duration_name: change.durationName,
        });

    if (change.removal && !current) throw generalError(422, m.nothingToRemove);
    if (current && loosens(change, current)) {
      // A player on a short break may tighten limits, never loosen them.
      const block = await accountBlock(tx, userId, now);
      if (block) {
        throw generalError(
          403,
          messages.restrictions.onlyWithdrawals(blockMessage(block, ctx.config)),
        );
      }
      if (pending) {
        throw generalError(
          422,
          pendingRefusal(change.type.name.toLowerCase(), pending, now, ctx.config),
        );
      }
      await tx.query(
        `INSERT INTO user_limit_requests
           (user_id, type_id, duration_id, amount, created_at, activate_at, confirm_by)
         VALUES ($1, $2, $3, $4, $5, $6, $6::timestamptz + $7::interval)`,
        [
          userId,
          change.type.id,
          change.durationId,
          change.amount,
          now,
          current.earliest_loosening,
          hoursInterval(CONFIRMATION_WINDOW_HOURS),
        ],
      );
      await audit(
        change.removal ? m.actions.removalRequested : m.actions.raiseRequested,
        auditedLimitValue(current),
        newValue,
      );
    } else {
      if (isSameAsInForce(change, current) && !pending) throw generalError(422, m.alreadyInForce);
      if (pending) {
        await cancelLimitRequest(tx, pending.id, now);
        await audit(m.actions.pendingCancelled, pending.amount, auditedLimitValue(current));
      }
      if (!isSameAsInForce(change, current)) {
        if (current) {
          await tx.query('UPDATE user_limits SET end_date = $2 WHERE id = $1', [current.id, now]);
        }
        await tx.query(
          `INSERT INTO user_limits (user_id, type_id, duration_id, amount, created_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [userId, change.type.id, change.durationId, change.amount, now],
        );
        await audit(
          current ? m.actions.lowered : m.actions.set,
          auditedLimitValue(current),
          newValue,
        );
      }
    }
    return limitsAfterChange(tx, userId, now);
  });
}
