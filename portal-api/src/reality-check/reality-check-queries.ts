import { messages, type RealityCheck, type RealityCheckInterval } from '@portal/contract';
import { recordAudit } from '../audit/audit-trail';
import { addSeconds, secondsBetween } from '../clock';
import type { Db, Queryable } from '../db/db';
import { lockPlayer } from '../restrictions/player-lock';
import type { Region } from '../region';
import { netResultSql, PLAY_CATEGORIES } from '../activity/play-sql';

/** A player who never chose: every hour in Australia (its code requires it), off elsewhere. */
export function defaultInterval(region: Region): RealityCheckInterval {
  return region === 'AU' ? 60 : 0;
}

interface SettingRow {
  interval_minutes: number | null;
  acknowledged_at: Date | null;
  due_at: Date | null;
  session_net_result: number;
}

/** The player's session as the server counts it: from the login of the token in use. */
export interface PlayerSession {
  userId: number;
  startedAt: Date;
}

/**
 * The player's reality check in the session at `now`: the interval kept for every device, the
 * session's length and net result (won - staked since the login), and the next check: a whole
 * interval after the later of the login and the last answer (or the time a development route
 * set), null when off.
 */
export async function realityCheckOf(
  q: Queryable,
  { userId, startedAt }: PlayerSession,
  now: Date,
  region: Region,
): Promise<RealityCheck> {
  const [row] = await q.query<SettingRow>(
    `SELECT s.interval_minutes, s.acknowledged_at, s.due_at,
       (SELECT ${netResultSql()} FROM wallet_ledger_entries e
        WHERE e.user_id = $1 AND e.category_id IN ${PLAY_CATEGORIES}
          AND e.created_at >= $2 AND e.created_at <= $3) AS session_net_result
     FROM (SELECT 1) one LEFT JOIN reality_check_settings s ON s.user_id = $1`,
    [userId, startedAt, now],
  );
  const interval = row.interval_minutes ?? defaultInterval(region);
  const counted =
    row.acknowledged_at && row.acknowledged_at > startedAt ? row.acknowledged_at : startedAt;
  const next = interval === 0 ? null : (row.due_at ?? addSeconds(counted, interval * 60));
  return {
    interval_minutes: interval,
    session_started_at: startedAt.toISOString(),
    session_seconds: Math.max(0, secondsBetween(startedAt, now)),
    session_net_result: row.session_net_result,
    next_check_at: next?.toISOString() ?? null,
  };
}

/**
 * Keeps the player's interval (a due time set for a test is dropped) and adds the change to the
 * responsible-gambling trail, under the player's lock so that concurrent changes are recorded in
 * the order they were made, each with the interval it replaced.
 */
export async function saveInterval(
  db: Db,
  userId: number,
  interval: RealityCheckInterval,
  region: Region,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const [kept] = await tx.query<{ interval_minutes: number | null }>(
      'SELECT interval_minutes FROM reality_check_settings WHERE user_id = $1',
      [userId],
    );
    await tx.query(
      `INSERT INTO reality_check_settings (user_id, interval_minutes, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE
         SET interval_minutes = EXCLUDED.interval_minutes, due_at = NULL, updated_at = EXCLUDED.updated_at`,
      [userId, interval, now],
    );
    await recordAudit(tx, {
      userId,
      actor: 'player',
      subject: 'reality_check',
      action: messages.realityCheck.actions.intervalChanged,
      oldValue: kept?.interval_minutes ?? defaultInterval(region),
      newValue: interval,
      at: now,
    });
  });
}

/**
 * Records the player's answer to a check at `now` (the next one is a whole interval later), or,
 * with `dueAt`, makes the next check due then (development route); the interval stays as it was.
 */
export async function recordCheckTime(
  q: Queryable,
  userId: number,
  region: Region,
  now: Date,
  dueAt: Date | null = null,
): Promise<void> {
  await q.query(
    `INSERT INTO reality_check_settings (user_id, interval_minutes, acknowledged_at, due_at, updated_at)
     VALUES ($1, $2, CASE WHEN $4::timestamptz IS NULL THEN $3::timestamptz END, $4, $3)
     ON CONFLICT (user_id) DO UPDATE
       SET acknowledged_at = COALESCE(EXCLUDED.acknowledged_at, reality_check_settings.acknowledged_at),
         due_at = EXCLUDED.due_at, updated_at = EXCLUDED.updated_at`,
    [userId, defaultInterval(region), now, dueAt],
  );
}

/** Records the player's answer to a check at `now`, and adds it to the responsible-gambling trail. */
export async function recordAnswer(
  db: Db,
  userId: number,
  region: Region,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await recordCheckTime(tx, userId, region, now);
    await recordAudit(tx, {
      userId,
      actor: 'player',
      subject: 'reality_check',
      action: messages.realityCheck.actions.answered,
      oldValue: null,
      newValue: null,
      at: now,
    });
  });
}

/** The start of the player's latest session still open at `now` (their login), or null. */
export async function latestSessionStart(
  q: Queryable,
  userId: number,
  now: Date,
): Promise<Date | null> {
  const [row] = await q.query<{ started: Date | null }>(
    `SELECT max(session_started_at) AS started FROM access_tokens
     WHERE user_id = $1 AND revoked_at IS NULL AND refreshed_at IS NULL AND expires_at > $2`,
    [userId, now],
  );
  return row.started;
}
