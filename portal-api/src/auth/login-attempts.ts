import type { Clock } from '../clock';
import type { Queryable } from '../db/db';

/** An identifier as the player typed it, compared without case or surrounding spaces. */
export function normaliseIdentifier(identifier: string): string {
  return identifier.trim().toLowerCase();
}

/**
 * Where a typed identifier is counted: the brands whose accounts it can name (accountBrandIds),
 * under the lowest id, so that brands sharing accounts count together and others apart.
 */
export function identifierScope(accountBrandIds: number[]): number {
  return Math.min(...accountBrandIds);
}

/**
 * Failed logins per typed identifier in its scope, kept whether or not a player has it, so that
 * the attempts left that a failed login reports say nothing about which accounts exist.
 */
export async function recordIdentifierFailure(
  q: Queryable,
  scope: number,
  identifier: string,
  clock: Clock,
): Promise<number> {
  const [{ failures }] = await q.query<{ failures: number }>(
    `INSERT INTO login_identifier_failures (brand_scope, identifier, failures, last_failed_at)
     VALUES ($1, $2, 1, $3)
     ON CONFLICT (brand_scope, identifier) DO UPDATE
       SET failures = login_identifier_failures.failures + 1, last_failed_at = $3
     RETURNING failures`,
    [scope, normaliseIdentifier(identifier), clock()],
  );
  return failures;
}

/**
 * Forgets the failures of a player's e-mail and username in their scope (a login, a sign-up or a
 * password reset).
 */
export async function clearIdentifierFailures(
  q: Queryable,
  scope: number,
  userId: number,
): Promise<void> {
  await q.query(
    `DELETE FROM login_identifier_failures
     WHERE brand_scope = $1
       AND identifier IN (SELECT lower(email) FROM users WHERE id = $2
                          UNION SELECT lower(name) FROM users WHERE id = $2)`,
    [scope, userId],
  );
}
