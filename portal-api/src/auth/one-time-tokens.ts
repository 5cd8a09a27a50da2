import { addSeconds } from '../clock';
import type { Queryable } from '../db/db';
import { hashTokenSecret, isTokenSecret, newTokenSecret } from './token-secret';

/** What a single-use secret sent to a player is for. */
export type OneTimePurpose = 'password_reset' | 'email_verification' | 'oauth_code';

export interface IssueOneTimeToken {
  userId: number;
  purpose: OneTimePurpose;
  ttlSeconds: number;
  now: Date;
  clientId?: number;
}

/**
 * A new single-use secret (only its hash is stored). A new reset or verification link replaces the
 * player's earlier unused ones of the same purpose.
 */
export async function issueOneTimeToken(
  q: Queryable,
  { userId, purpose, ttlSeconds, now, clientId }: IssueOneTimeToken,
): Promise<string> {
  if (purpose !== 'oauth_code') {
    await q.query(
      `UPDATE one_time_tokens SET used_at = $3
       WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose, now],
    );
  }
  const secret = newTokenSecret();
  await q.query(
    `INSERT INTO one_time_tokens (user_id, purpose, token_hash, client_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [userId, purpose, hashTokenSecret(secret), clientId ?? null, now, addSeconds(now, ttlSeconds)],
  );
  return secret;
}

/**
 * Uses up a secret: returns its player when it exists, has this purpose, is unused and has not
 * expired, and marks it used, so that it works once however many requests race.
 */
export async function consumeOneTimeToken(
  q: Queryable,
  purpose: OneTimePurpose,
  secret: string,
  now: Date,
): Promise<{ userId: number } | null> {
  if (!isTokenSecret(secret)) return null;
  const [row] = await q.query<{ user_id: number }>(
    `UPDATE one_time_tokens SET used_at = $3
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING user_id`,
    [hashTokenSecret(secret), purpose, now],
  );
  return row ? { userId: row.user_id } : null;
}

/** The player a secret of this purpose was sent to, used or expired alike; null if never issued. */
export async function oneTimeTokenOwner(
  q: Queryable,
  purpose: OneTimePurpose,
  secret: string,
): Promise<number | null> {
  if (!isTokenSecret(secret)) return null;
  const [row] = await q.query<{ user_id: number }>(
    'SELECT user_id FROM one_time_tokens WHERE token_hash = $1 AND purpose = $2',
    [hashTokenSecret(secret), purpose],
  );
  return row?.user_id ?? null;
}

/** How many secrets of this purpose the player was sent since `since` (resend limits). */
export async function countIssuedSince(
  q: Queryable,
  userId: number,
  purpose: OneTimePurpose,
  since: Date,
): Promise<number> {
  const [{ count }] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM one_time_tokens
     WHERE user_id = $1 AND purpose = $2 AND created_at > $3`,
    [userId, purpose, since],
  );
  return count;
}
