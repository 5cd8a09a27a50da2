import { addSeconds, type Clock } from '../clock';
import type { Db } from '../db/db';

/** At most `max` events per `windowSeconds` under `key`; 0 turns the limit off. */
export interface RateLimit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** Events are kept at least this long, and as long as the longest window seen. */
const MIN_RETENTION_SECONDS = 24 * 60 * 60;

/**
 * Sliding-window limits over events stored in the database (throttle_events), so that every API
 * process on the database counts the same events. Events older than every window are forgotten.
 */
export class RateLimiter {
  private retentionSeconds = MIN_RETENTION_SECONDS;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Seconds until every limit allows one more event; 0 when they already do. */
  async retryAfterSeconds(limits: RateLimit[]): Promise<number> {
    const now = this.clock();
    const waits = await Promise.all(
      limits
        .filter((limit) => limit.max > 0)
        .map(async ({ key, max, windowSeconds }) => {
          const recent = await this.db.query<{ occurred_at: Date }>(
            `SELECT occurred_at FROM throttle_events WHERE key = $1 AND occurred_at > $2
             ORDER BY occurred_at DESC LIMIT $3`,
            [key, addSeconds(now, -windowSeconds), max],
          );
          if (recent.length < max) return 0;
          const freedAt = addSeconds(recent[max - 1].occurred_at, windowSeconds);
          return Math.max(1, Math.ceil((freedAt.getTime() - now.getTime()) / 1000));
        }),
    );
    return Math.max(0, ...waits);
  }

  /** Records one event under each limit's key and forgets the events older than any window. */
  async record(limits: RateLimit[]): Promise<void> {
    const now = this.clock();
    for (const { windowSeconds } of limits) {
      this.retentionSeconds = Math.max(this.retentionSeconds, windowSeconds);
    }
    await this.db.query('DELETE FROM throttle_events WHERE occurred_at <= $1', [
      addSeconds(now, -this.retentionSeconds),
    ]);
    for (const { key, max } of limits) {
      if (max === 0) continue;
      await this.db.query('INSERT INTO throttle_events (key, occurred_at) VALUES ($1, $2)', [
        key,
        now,
      ]);
    }
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM throttle_events WHERE key = $1', [key]);
  }
}
