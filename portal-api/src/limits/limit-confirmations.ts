import type { AppContext } from '../app-context';
import { recordAudit } from '../audit/audit-trail';
import type { Queryable } from '../db/db';
import { displayDate } from '../display-date';
import { generalError } from '../http/http-error';
import { messages, type LimitsAfterChange } from '@portal/contract';
import { accountBlock, blockMessage } from '../restrictions/account-blocks';
import { lockPlayer } from '../restrictions/player-lock';
import {
  applyDueLimitChanges,
  auditedLimitValue,
  LIMIT_REQUEST_ROW,
  OPEN_REQUEST,
  type LimitRequestRow,
} from './due-limit-changes';
import { limitsAfterChange } from './limit-queries';
import { cancelLimitRequest } from './limit-request-updates';

const m = messages.limits;

type Decision = (tx: Queryable, request: LimitRequestRow, now: Date) => Promise<void>;

/**
 * Under the player's lock, after lapsing what ran out of time: the player's open request `requestId`
 * (404 when it is not theirs, or was confirmed, cancelled or has lapsed), decided by `decide`.
 */
function decideRequest(ctx: AppContext, userId: number, requestId: number, decide: Decision) {
  return ctx.db.transaction(async (tx): Promise<LimitsAfterChange> => {
    await lockPlayer(tx, userId);
    const now = ctx.clock();
    await applyDueLimitChanges(tx, userId, now);
    const [request] = await tx.query<LimitRequestRow>(
      `SELECT ${LIMIT_REQUEST_ROW} WHERE r.id = $1 AND r.user_id = $2 AND ${OPEN_REQUEST}`,
      [requestId, userId],
    );
    if (!request) throw generalError(404, m.requestGone);
    await decide(tx, request, now);
    return limitsAfterChange(tx, userId, now);
  });
}

const IN_FORCE = `user_id = $1 AND type_id = $2 AND duration_id = $3
  AND (end_date IS NULL OR end_date > $4)`;

/** The limit the request would replace, as the trail keeps it; `end` ends it now. */
async function limitInForce(
  tx: Queryable,
  userId: number,
  request: LimitRequestRow,
  now: Date,
  { end }: { end: boolean },
) {
  const [limit] = await tx.query<{ amount: number | null }>(
    end
      ? `UPDATE user_limits SET end_date = $4 WHERE ${IN_FORCE} RETURNING amount`
      : `SELECT amount FROM user_limits WHERE ${IN_FORCE} ORDER BY id DESC LIMIT 1`,
    [userId, request.type_id, request.duration_id, now],
  );
  return auditedLimitValue(limit && { ...request, amount: limit.amount });
}

/**
 * POST /limits/requests/:id/confirm: a looser limit or a removal whose wait is over applies now, at
 * the player's word (422 while it still waits; 403 on a short break, which only tightens).
 */
export function confirmLimitRequest(ctx: AppContext, userId: number, requestId: number) {
  return decideRequest(ctx, userId, requestId, async (tx, request, now) => {
    if (request.activate_at > now) {
      throw generalError(422, m.confirmNotYet(displayDate(request.activate_at, ctx.config)));
    }
    const block = await accountBlock(tx, userId, now);
    if (block) {
      throw generalError(
        403,
        messages.restrictions.onlyWithdrawals(blockMessage(block, ctx.config)),
      );
    }
    const ended = await limitInForce(tx, userId, request, now, { end: true });
    if (!request.removal) {
      await tx.query(
        `INSERT INTO user_limits (user_id, type_id, duration_id, amount, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [userId, request.type_id, request.duration_id, request.amount, now],
      );
    }
    await tx.query('UPDATE user_limit_requests SET applied_at = $2 WHERE id = $1', [
      request.id,
      now,
    ]);
    await recordAudit(tx, {
      userId,
      actor: 'player',
      subject: 'limit',
      limitTypeId: request.type_id,
      durationId: request.duration_id,
      action: request.removal ? m.actions.removed : m.actions.confirmed,
      oldValue: ended,
      newValue: request.removal ? null : auditedLimitValue(request),
      at: now,
    });
  });
}

/** DELETE /limits/requests/:id: the player keeps the limit in force; the request is closed. */
export function keepCurrentLimit(ctx: AppContext, userId: number, requestId: number) {
  return decideRequest(ctx, userId, requestId, async (tx, request, now) => {
    await cancelLimitRequest(tx, request.id, now);
    const kept = await limitInForce(tx, userId, request, now, { end: false });
    await recordAudit(tx, {
      userId,
      actor: 'player',
      subject: 'limit',
      limitTypeId: request.type_id,
      durationId: request.duration_id,
      action: m.actions.kept,
      oldValue: request.removal ? null : auditedLimitValue(request),
      newValue: kept,
      at: now,
    });
  });
}
