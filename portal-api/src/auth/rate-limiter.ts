import { addSeconds, type Clock } from '../clock';
import type { Db } from '../db/db';

/** At most `max` events per `windowSeconds` under `key`; 0 turns the limit off. */
export interface RateLimit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Sliding-window limits over events stored in the database (throttle_events), so that every API
 * process on the database counts the same events.
 */
export class RateLimiter {
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

  /** Records one event under each limit's key and forgets that key's events past the window. */
  async record(limits: RateLimit[]): Promise<void> {
    const now = this.clock();
    for (const { key, max, windowSeconds } of limits) {
      if (max === 0) continue;
      await this.db.query('DELETE FROM throttle_events WHERE key = $1 AND occurred_at <= $2', [
        key,
        addSeconds(now, -windowSeconds),
      ]);
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
