import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-context';
import type { AppConfig } from '../config';
import type { Queryable } from '../db/db';
import { tokenStatusError } from '../auth/token-status';
import { displayDate } from '../display-date';
import { generalError } from '../http/http-error';
import { belowLimitAt, loggedInSecondsSql, loggedInSpans } from '../limits/logged-in-time';
import { formatMinutes, TIME_LIMIT_TYPE_ID } from '../limits/time-amount';
import { messages } from '@portal/contract';
import {
  allowsLogin,
  BLOCK_COLUMNS,
  blockMessage,
  blockOf,
  type AccountBlock,
  type BlockRow,
} from './account-blocks';
import { lockPlayer } from './player-lock';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route serves a player on a short break (balance, withdrawals, cash transactions). */
    openDuringBreak?: boolean;
    /** Not a GET, yet a closed account's read-only session may make it (session-gate.ts). */
    openWhenClosed?: boolean;
  }
}

/** Route options of a call a player on a short break may make. */
export const OPEN_DURING_BREAK = { config: { openDuringBreak: true } } as const;

/**
 * Route options of a call that changes no money or setting, which a player on a short break and a
 * closed account's read-only session may make although it is not a GET (a token refresh, asking
 * for a stored statement, subscribing to the player's channel).
 */
export const OPEN_WHEN_CLOSED = {
  config: { openDuringBreak: true, openWhenClosed: true },
} as const;

/**
 * Whether `block` lets this call through: a short break the routes OPEN_DURING_BREAK; a closed
 * account (signed in read-only) their reading calls (GET) and those OPEN_WHEN_CLOSED.
 */
function callAllowed(block: AccountBlock, request: FastifyRequest): boolean {
  const { openDuringBreak, openWhenClosed } = request.routeOptions.config;
  if (block.kind === 'closed') {
    return Boolean(openDuringBreak && (request.method === 'GET' || openWhenClosed));
  }
  return allowsLogin(block) && Boolean(openDuringBreak);
}

/** The refusal of a call `block` does not let through, saying what the session may still do. */
function callRefusal(block: AccountBlock, config: AppConfig): string {
  const reason = blockMessage(block, config);
  if (block.kind === 'closed') return messages.restrictions.onlyStatements(reason);
  return allowsLogin(block) ? messages.restrictions.onlyWithdrawals(reason) : reason;
}

interface SessionRow extends BlockRow {
  time_limit_minutes: number | null;
  time_period_ms: string | null;
  logged_in_seconds: string | null;
}

/** A session's last use is written at most this often (its own time always counts to now). */
const TOUCH_EVERY = '30 seconds';

/**
 * In one statement: records the use of the session token `tokenId` (when given), and reads the
 * player's block and daily time limit in force with the time logged in over its period.
 */
async function sessionState(q: Queryable, userId: number, now: Date, tokenId: number | null) {
  const [row] = await q.query<SessionRow>(
    `WITH touched AS (
       UPDATE session_activity SET last_seen_at = $2
       WHERE token_id = $4 AND last_seen_at < $2::timestamptz - interval '${TOUCH_EVERY}'
       RETURNING token_id)
     SELECT ${BLOCK_COLUMNS}, l.amount AS time_limit_minutes,
            floor(extract(epoch FROM d.period) * 1000) AS time_period_ms,
            CASE WHEN l.id IS NOT NULL THEN ${loggedInSecondsSql('u.id', '$2', 'd.period', '$4')}
            END AS logged_in_seconds
     FROM users u
     LEFT JOIN user_limits l ON l.user_id = u.id AND l.type_id = $3 AND l.amount IS NOT NULL
       AND (l.end_date IS NULL OR l.end_date > $2)
     LEFT JOIN limit_durations d ON d.id = l.duration_id
     WHERE u.id = $1`,
    [userId, now, TIME_LIMIT_TYPE_ID, tokenId],
  );
  return row;
}

/** The time limit in force and what is left of it, or null without one. */
export interface TimeLeft {
  limitMinutes: number;
  periodMs: number;
  leftSeconds: number;
}

function timeLeftOf(row: SessionRow): TimeLeft | null {
  if (row.time_limit_minutes === null || row.time_period_ms === null) return null;
  const limitSeconds = row.time_limit_minutes * 60;
  return {
    limitMinutes: row.time_limit_minutes,
    periodMs: Number(row.time_period_ms),
    leftSeconds: Math.max(0, limitSeconds - Number(row.logged_in_seconds ?? 0)),
  };
}

/** The refusal of a player whose time limit is used up, naming when they may log in again. */
export async function timeLimitRefusal(
  q: Queryable,
  config: AppConfig,
  userId: number,
  time: TimeLeft,
  now: Date,
) {
  const spans = await loggedInSpans(q, userId, new Date(now.getTime() - time.periodMs));
  const again = belowLimitAt(spans, time.limitMinutes * 60_000, time.periodMs, now.getTime());
  return messages.limits.timeLimitReached(
    formatMinutes(time.limitMinutes),
    displayDate(new Date(again), config),
  );
}

/**
 * What keeps the player out at `now` and their daily time left (null without a time limit), read in
 * one statement: for login and the heartbeat.
 */
export async function playerState(q: Queryable, userId: number, now: Date) {
  const row = await sessionState(q, userId, now, null);
  return { block: row ? blockOf(row, now) : null, time: row ? timeLeftOf(row) : null };
}

/**
 * Ends every session of the player (their time is up) and says so with status 'ended'; the session
 * that reached the limit counts to now.
 */
async function endSessions(ctx: AppContext, auth: AuthContext, time: TimeLeft, now: Date) {
  await touchSession(ctx, auth, now);
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, auth.userId);
    await ctx.tokens.revokeAll(tx, auth.userId);
  });
  ctx.realtime.endConnections(auth.userId);
  const refusal = await timeLimitRefusal(ctx.db, ctx.config, auth.userId, time, now);
  return tokenStatusError('ended', refusal);
}

/** Records the session's use at `now` (logout): its logged-in time runs to here. */
export async function touchSession(ctx: AppContext, auth: AuthContext, now: Date): Promise<void> {
  await ctx.db.query(
    'UPDATE session_activity SET last_seen_at = $2 WHERE token_id = $1 AND last_seen_at < $2',
    [auth.tokenId, now],
  );
}

/**
 * Every signed-in call: records the session's use (logged-in time), ends the player's sessions
 * once their daily time limit is used up, and refuses a player on a short break anything but the
 * routes OPEN_DURING_BREAK, naming the break's end, and a closed account (signed in read-only)
 * anything but reading. Any other block refuses every call (it ended the player's sessions when it
 * was applied, and refuses login).
 */
export async function gateSession(
  ctx: AppContext,
  request: FastifyRequest,
  auth: AuthContext,
): Promise<void> {
  const now = ctx.clock();
  const row = await sessionState(ctx.db, auth.userId, now, auth.tokenId);
  if (!row) return;
  const time = timeLeftOf(row);
  if (time && time.leftSeconds === 0) throw await endSessions(ctx, auth, time, now);
  const block = blockOf(row, now);
  if (block && !callAllowed(block, request)) {
    throw generalError(403, callRefusal(block, ctx.config));
  }
}
