import type { Queryable } from '../db/db';

/**
 * Logged-in time (the US daily time limit, spec 2 §3): each session token counts from its creation
 * to its last use (session_activity, touched by every signed-in call and the client's heartbeat),
 * or to its logout or refresh if earlier. Time counts over the limit's rolling period; two sessions
 * open at once both count.
 */

/**
 * SQL: the seconds logged in over `period` up to `now`, of the player `user` (SQL expressions);
 * the session token `current`, in use now, counts to now.
 */
export function loggedInSecondsSql(
  user: string,
  now: string,
  period: string,
  current = 'NULL',
): string {
  const seen = `CASE WHEN a.token_id = ${current} THEN ${now}::timestamptz ELSE a.last_seen_at END`;
  return `(SELECT COALESCE(sum(GREATEST(0, extract(epoch FROM
       LEAST(${seen}, COALESCE(t.revoked_at, t.refreshed_at, ${seen}), ${now}::timestamptz)
       - GREATEST(t.created_at, ${now}::timestamptz - ${period})))), 0)::bigint
     FROM session_activity a JOIN access_tokens t ON t.id = a.token_id
     WHERE a.user_id = ${user} AND a.last_seen_at > ${now}::timestamptz - ${period})`;
}

/** A stretch of logged-in time, in epoch milliseconds. */
export interface LoggedInSpan {
  from: number;
  to: number;
}

/** The stretches of logged-in time since `since`, clipped to it. */
export async function loggedInSpans(
  q: Queryable,
  userId: number,
  since: Date,
): Promise<LoggedInSpan[]> {
  const rows = await q.query<{ from_ms: string; to_ms: string }>(
    `SELECT floor(extract(epoch FROM GREATEST(t.created_at, $2::timestamptz)) * 1000) AS from_ms,
            floor(extract(epoch FROM LEAST(a.last_seen_at,
              COALESCE(t.revoked_at, t.refreshed_at, a.last_seen_at))) * 1000) AS to_ms
     FROM session_activity a JOIN access_tokens t ON t.id = a.token_id
     WHERE a.user_id = $1 AND a.last_seen_at > $2`,
    [userId, since],
  );
  return rows
    .map((row) => ({ from: Number(row.from_ms), to: Number(row.to_ms) }))
    .filter((span) => span.to > span.from);
}

/** Milliseconds of the spans that fall at or after `start`. */
function timeAfter(spans: LoggedInSpan[], start: number): number {
  return spans.reduce((sum, span) => sum + Math.max(0, span.to - Math.max(span.from, start)), 0);
}

/**
 * The first instant from `now` at which the time logged in over the `periodMs` before it is below
 * `limitMs` again, with no more logging in: the window's start moves past the oldest time.
 */
export function belowLimitAt(
  spans: LoggedInSpan[],
  limitMs: number,
  periodMs: number,
  now: number,
): number {
  const windowStart = now - periodMs;
  if (timeAfter(spans, windowStart) < limitMs) return now;
  const edges = [...new Set(spans.flatMap((span) => [span.from, span.to]))]
    .filter((edge) => edge > windowStart)
    .sort((a, b) => a - b);
  let start = windowStart;
  for (const edge of edges) {
    const atEdge = timeAfter(spans, edge);
    if (atEdge < limitMs) {
      // Between start and edge the counted time falls steadily, by the spans covering it.
      const before = timeAfter(spans, start);
      const covering = (before - atEdge) / (edge - start);
      return Math.ceil(start + (before - limitMs) / covering) + 1 + periodMs;
    }
    start = edge;
  }
  return now + periodMs;
}
