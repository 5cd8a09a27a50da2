import type { FastifyBaseLogger } from 'fastify';
import { addSeconds, type Clock } from '../clock';
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

export interface WithdrawalProcessor {
  stop(): Promise<void>;
}

/**
 * Runs processDueWithdrawals every `intervalMs`, skipping a tick while a run is still going; a
 * failed run is logged and the next one tries again. `stop` waits for a run in progress.
 */
export function startWithdrawalProcessor(
  db: Queryable,
  clock: Clock,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
): WithdrawalProcessor {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = processDueWithdrawals(db, clock())
      .catch((error: unknown) =>
        log.error({ err: error }, 'automatic withdrawal processing failed'),
      )
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
