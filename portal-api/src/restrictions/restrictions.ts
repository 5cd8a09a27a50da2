import type { AppContext } from '../app-context';
import { recordAudit, type AuditSubject, type AuditValue } from '../audit/audit-trail';
import type { Queryable } from '../db/db';
import { displayDate } from '../display-date';
import { fieldError, generalError } from '../http/http-error';
import { messages, type BreakTaken } from '@portal/contract';
import type { Country } from '../region';
import { accountBlock, CLOSED_STATUS_ID } from './account-blocks';
import {
  breakPeriods,
  LONG_BREAK_PERIOD,
  periodInterval,
  SELF_EXCLUSION_PERIODS,
} from './break-periods';
import { lockPlayer } from './player-lock';

const m = messages.restrictions;

interface Restricted {
  tx: Queryable;
  userId: number;
  country: Country;
  now: Date;
}

/**
 * Runs `work` for the caller in one transaction under the player's lock, then writes its change to
 * the audit trail and ends every session of the player, and then their open realtime connections:
 * the restriction is in force from this instant. Logins, token refreshes and deposits take the same lock, so none of them can slip in
 * between: each either ends before (and its session is ended here) or sees the restriction.
 */
async function restrict<T>(
  ctx: AppContext,
  userId: number,
  subject: AuditSubject,
  work: (r: Restricted) => Promise<{ result: T; action: string; old: AuditValue; new: AuditValue }>,
): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const now = ctx.clock();
    const [{ country }] = await tx.query<{ country: Country }>(
      'SELECT country FROM users WHERE id = $1',
      [userId],
    );
    const change = await work({ tx, userId, country, now });
    await recordAudit(tx, {
      userId,
      actor: 'player',
      subject,
      action: change.action,
      oldValue: change.old,
      newValue: change.new,
      at: now,
    });
    await ctx.tokens.revokeAll(tx, userId);
    return change.result;
  });
  ctx.realtime.endConnections(userId);
  return result;
}

/** POST /users/break: a break (outside the US) or a timeout (US) of one of the region's periods. */
export function takeBreak(ctx: AppContext, userId: number, period: unknown) {
  return restrict(ctx, userId, 'break', async ({ tx, country, now }) => {
    const interval = periodInterval(period, breakPeriods(country));
    if (!interval) throw fieldError('period', m.periodInvalid);
    const block = await accountBlock(tx, userId, now);
    if (block?.kind === 'break') {
      const alreadyOn = country === 'US' ? m.alreadyOnTimeout : m.alreadyOnBreak;
      throw generalError(422, alreadyOn(displayDate(block.until, ctx.config)));
    }
    const kind: BreakTaken['break_kind'] = period === LONG_BREAK_PERIOD ? 'long' : 'short';
    const [dates] = await tx.query<{ break_applied_at: Date; break_end_at: Date }>(
      `UPDATE users SET break_applied_at = $2, break_end_at = $2::timestamptz + $3::interval,
              break_kind = $4
       WHERE id = $1 RETURNING break_applied_at, break_end_at`,
      [userId, now, interval, kind],
    );
    const result = {
      break_applied_at: dates.break_applied_at.toISOString(),
      break_end_at: dates.break_end_at.toISOString(),
      break_kind: kind,
    };
    return {
      result,
      action: country === 'US' ? m.actions.timeoutTaken : m.actions.breakTaken,
      old: null,
      new: result.break_end_at,
    };
  });
}

/**
 * POST /users/self_exclude (a US period) and the lifetime self-exclusion (`period` null): in force
 * at once, never edited or removed by the player, and only ever made longer: one that would end
 * before the self-exclusion in force is refused (422) and changes nothing. Outside the US
 * self-exclusion goes through BetStop, the national register, so the calls refuse.
 */
export function selfExclude(ctx: AppContext, userId: number, period: unknown | null) {
  return restrict(ctx, userId, 'self_exclusion', async ({ tx, country, now }) => {
    if (country !== 'US') throw generalError(422, m.selfExclusionUsOnly);
    const interval = period === null ? null : periodInterval(period, SELF_EXCLUSION_PERIODS);
    if (period !== null && !interval) throw fieldError('period', m.periodInvalid);
    const [current] = await tx.query<{ until: Date | null; covers: boolean }>(
      `SELECT self_excluded_until AS until,
              (self_excluded_until IS NULL OR ($3::interval IS NOT NULL
                 AND self_excluded_until >= $2::timestamptz + $3::interval)) AS covers
       FROM users
       WHERE id = $1 AND self_excluded_at IS NOT NULL
         AND (self_excluded_until IS NULL OR self_excluded_until > $2)`,
      [userId, now, interval],
    );
    if (current?.covers) {
      throw generalError(
        422,
        current.until
          ? m.alreadySelfExcludedUntil(displayDate(current.until, ctx.config))
          : m.alreadySelfExcludedForLife,
      );
    }
    const [row] = await tx.query<{ self_excluded_until: Date | null }>(
      `UPDATE users SET self_excluded_at = $2,
              self_excluded_until = $2::timestamptz + $3::interval
       WHERE id = $1 RETURNING self_excluded_until`,
      [userId, now, interval],
    );
    return {
      result: undefined,
      action: m.actions.selfExcluded,
      old: null,
      new: row.self_excluded_until?.toISOString() ?? 'lifetime',
    };
  });
}

/** POST /users/close: the account is closed at once; only customer support reopens it. */
export function closeAccount(ctx: AppContext, userId: number) {
  return restrict(ctx, userId, 'closure', async ({ tx, now }) => {
    const [before] = await tx.query<{ status: string }>(
      `SELECT s.name AS status FROM users u JOIN user_statuses s ON s.id = u.status_id
       WHERE u.id = $1`,
      [userId],
    );
    await tx.query('UPDATE users SET status_id = $2, closed_at = $3 WHERE id = $1', [
      userId,
      CLOSED_STATUS_ID,
      now,
    ]);
    return { result: undefined, action: m.actions.closed, old: before.status, new: 'closed' };
  });
}
