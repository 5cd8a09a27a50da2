import { addSeconds } from '../clock';
import type { Queryable } from '../db/db';
import { AUTO_PROCESSING_DELAY_SECONDS, WITHDRAWAL_STATUS } from './withdrawal-constants';

/**
 * Moves every automatic withdrawal requested at least AUTO_PROCESSING_DELAY_SECONDS ago from
 * Pending to Processing (no money moves: it was debited when requested). A withdrawal cancelled
 * meanwhile is no longer Pending and is left alone. Returns the ids moved.
 */
export async function processDueWithdrawals(q: Queryable, now: Date): Promise<number[]> {
  const moved = await q.query<{ id: number }>(
    `UPDATE withdrawals SET status_id = $1, processing_at = $2
     WHERE status_id = $3 AND is_auto AND created_at <= $4
     RETURNING id`,
    [
      WITHDRAWAL_STATUS.processing,
      now,
      WITHDRAWAL_STATUS.pending,
      addSeconds(now, -AUTO_PROCESSING_DELAY_SECONDS),
    ],
  );
  return moved.map((row) => row.id).sort((a, b) => a - b);
}
