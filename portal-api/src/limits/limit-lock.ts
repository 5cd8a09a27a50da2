import type { Queryable } from '../db/db';

/** Namespace of the advisory locks that serialise one player's limit changes and deposit checks. */
const PLAYER_LIMITS_LOCK_SPACE = 7_003;

/**
 * Serialises, until the transaction ends, everything that reads or changes the player's limits:
 * deposit-limit checks, limit changes and the activation of pending changes.
 */
export async function lockPlayerLimits(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [PLAYER_LIMITS_LOCK_SPACE, userId]);
}
