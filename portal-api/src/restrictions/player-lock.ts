import type { Queryable } from '../db/db';

/** Namespace of the advisory locks that serialise everything deciding on one player's protections. */
const PLAYER_LOCK_SPACE = 7_003;

/**
 * Serialises, until the transaction ends, every decision that a player's protections govern, on
 * every API instance: deposit checks and credits, limit changes and the activation of pending ones,
 * breaks, self-exclusions and closures, and the issue of a session (login, token refresh). Taken
 * first in the transaction, before any row lock, so two such transactions can never deadlock.
 */
export async function lockPlayer(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [PLAYER_LOCK_SPACE, userId]);
}
