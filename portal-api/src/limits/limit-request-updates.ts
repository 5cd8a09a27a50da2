import type { Queryable } from '../db/db';

/** Closes an open request without applying it: the player kept or tightened the limit. */
export async function cancelLimitRequest(tx: Queryable, requestId: number, now: Date) {
  await tx.query('UPDATE user_limit_requests SET cancelled_at = $2 WHERE id = $1', [
    requestId,
    now,
  ]);
}
