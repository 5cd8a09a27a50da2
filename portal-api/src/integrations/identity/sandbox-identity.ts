import { randomBytes } from 'node:crypto';
import type { SandboxIdentityBody } from '@portal/contract';
import { hashTokenSecret } from '../../auth/token-secret';
import type { Queryable } from '../../db/db';
import { PENDING_OUTCOME, type IdentityVerifier } from './identity-verifier';

/** What the sandbox widget lets the player choose as the outcome of a session. */
export type SandboxOutcome = SandboxIdentityBody['outcome'];

/**
 * Offline stand-in for the provider: each session and the outcome chosen in its widget live in the
 * database (sandbox_identity_sessions), so every API process gives the same answer. A session
 * without a recorded outcome is PENDING.
 */
export function createSandboxIdentityVerifier(db: Queryable): IdentityVerifier {
  return {
    async register(person) {
      const verificationToken = `sandbox_${randomBytes(16).toString('hex')}`;
      await db.query(
        'INSERT INTO sandbox_identity_sessions (token_hash, user_id) VALUES ($1, $2)',
        [hashTokenSecret(verificationToken), person.userId],
      );
      return { verificationToken };
    },
    async outcome(verificationToken) {
      const [session] = await db.query<{ outcome: string | null }>(
        'SELECT outcome FROM sandbox_identity_sessions WHERE token_hash = $1',
        [hashTokenSecret(verificationToken)],
      );
      return session?.outcome ?? PENDING_OUTCOME;
    },
  };
}

/**
 * The sandbox widget's answer: records the outcome of the player's own session. False when the
 * session is unknown or belongs to someone else.
 */
export async function recordSandboxOutcome(
  db: Queryable,
  userId: number,
  verificationToken: string,
  outcome: SandboxOutcome,
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE sandbox_identity_sessions SET outcome = $3, recorded_at = now()
     WHERE token_hash = $1 AND user_id = $2 RETURNING 1`,
    [hashTokenSecret(verificationToken), userId, outcome],
  );
  return updated.length > 0;
}
