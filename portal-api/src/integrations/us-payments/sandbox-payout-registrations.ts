import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db';
import type { PayoutRegistrationStart } from './us-payment-provider';

export const REGISTRATION_TOKEN = /^[0-9a-f]{48}$/;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a registration page for the player and method; its unguessable token (stored hashed). */
export async function openSandboxRegistration(
  db: Queryable,
  start: PayoutRegistrationStart,
): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await db.query(
    `INSERT INTO sandbox_paysafe_registrations
       (token_hash, user_id, type_id, return_url, failed_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      tokenHash(token),
      start.userId,
      start.methodId,
      start.returnUrl,
      start.failedUrl,
      start.expiresAt,
    ],
  );
  return token;
}

export interface OpenRegistration {
  userId: number;
  methodId: number;
  returnUrl: string;
  failedUrl: string;
}

/** The open, unexpired registration page of the token, if any. */
export async function findSandboxRegistration(
  db: Queryable,
  token: string,
  now: Date,
): Promise<OpenRegistration | undefined> {
  if (!REGISTRATION_TOKEN.test(token)) return undefined;
  const [row] = await db.query<OpenRegistration>(
    `SELECT user_id AS "userId", type_id AS "methodId", return_url AS "returnUrl",
            failed_url AS "failedUrl"
     FROM sandbox_paysafe_registrations
     WHERE token_hash = $1 AND status = 'open' AND expires_at > $2`,
    [tokenHash(token), now],
  );
  return row;
}

/**
 * The player finished the page: completed or cancelled, once. The registration it was, or
 * undefined when the page was not open (used, expired, unknown).
 */
export async function closeSandboxRegistration(
  db: Queryable,
  token: string,
  outcome: 'complete' | 'cancel',
  now: Date,
): Promise<OpenRegistration | undefined> {
  if (!REGISTRATION_TOKEN.test(token)) return undefined;
  const [row] = await db.query<OpenRegistration>(
    `UPDATE sandbox_paysafe_registrations SET status = $3
     WHERE token_hash = $1 AND status = 'open' AND expires_at > $2
     RETURNING user_id AS "userId", type_id AS "methodId", return_url AS "returnUrl",
               failed_url AS "failedUrl"`,
    [tokenHash(token), now, outcome === 'complete' ? 'completed' : 'cancelled'],
  );
  return row;
}
