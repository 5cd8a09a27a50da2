import type { Clock } from '../clock';
import type { Queryable } from '../db/db';

/** An identifier as the player typed it, compared without case or surrounding spaces. */
export function normaliseIdentifier(identifier: string): string {
  return identifier.trim().toLowerCase();
}

/**
 * Failed logins per typed identifier, kept whether or not a player has it, so that the attempts
 * left that a failed login reports say nothing about which accounts exist.
 */
export async function recordIdentifierFailure(
  q: Queryable,
  identifier: string,
  clock: Clock,
): Promise<number> {
  const [{ failures }] = await q.query<{ failures: number }>(
    `INSERT INTO login_identifier_failures (identifier, failures, last_failed_at)
     VALUES ($1, 1, $2)
     ON CONFLICT (identifier) DO UPDATE
       SET failures = login_identifier_failures.failures + 1, last_failed_at = $2
     RETURNING failures`,
    [normaliseIdentifier(identifier), clock()],
  );
  return failures;
}

export async function identifierFailures(q: Queryable, identifier: string): Promise<number> {
  const [row] = await q.query<{ failures: number }>(
    'SELECT failures FROM login_identifier_failures WHERE identifier = $1',
    [normaliseIdentifier(identifier)],
  );
  return row?.failures ?? 0;
}

/** Forgets the failures of a player's e-mail and username (a login or a password reset). */
export async function clearIdentifierFailures(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `DELETE FROM login_identifier_failures
     WHERE identifier IN (SELECT lower(email) FROM users WHERE id = $1
                          UNION SELECT lower(name) FROM users WHERE id = $1)`,
    [userId],
  );
}
