import { addSeconds, type Clock } from '../clock';
import type { Db, Queryable } from '../db/db';

/** At most `max` events per `windowSeconds` under `key`; 0 turns the limit off. */
export interface RateLimit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** One event taken under limits, to give back when the attempt turns out not to count. */
export interface TakenEvent {
  ids: number[];
}

/** Events are kept at least this long, and as long as the longest window seen. */
const MIN_RETENTION_SECONDS = 24 * 60 * 60;

/** Namespace of the advisory locks that serialise the takes of one throttle key. */
const THROTTLE_LOCK_SPACE = 7_004;

/**
 * Sliding-window limits over events stored in the database (throttle_events), so that every API
 * process on the database counts the same events. An event is taken atomically: under a lock per
 * key, the check and the record are one transaction, so parallel requests on any instance can
 * never take more than a limit allows. Events older than every window are forgotten.
 */
export class RateLimiter {
  private retentionSeconds = MIN_RETENTION_SECONDS;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Seconds until every limit allows one more event; 0 when they already do. */
  private async waitFor(q: Queryable, limits: RateLimit[], now: Date): Promise<number> {
    const waits = await Promise.all(
      limits
        .filter((limit) => limit.max > 0)
        .map(async ({ key, max, windowSeconds }) => {
          const recent = await q.query<{ occurred_at: Date }>(
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

  /**
   * Takes one event under every limit, or none: `wait` 0 and the event when every limit allows
   * one more, else the seconds until they do. Check and record are one transaction under the
   * keys' locks (taken in key order, so two takes never deadlock).
   */
  async take(limits: RateLimit[]): Promise<{ wait: number; event?: TakenEvent }> {
    const counted = limits.filter((limit) => limit.max > 0);
    const now = this.clock();
    await this.forgetOld(limits, now);
    return this.db.transaction(async (tx) => {
      for (const key of [...new Set(counted.map((limit) => limit.key))].sort()) {
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
          THROTTLE_LOCK_SPACE,
          key,
        ]);
      }
      const wait = await this.waitFor(tx, counted, now);
      if (wait > 0) return { wait };
      return { wait: 0, event: { ids: await this.insert(tx, counted, now) } };
    });
  }

  /** Gives back an event taken for an attempt that turned out not to count (a right password). */
  async giveBack(event: TakenEvent | undefined): Promise<void> {
    if (!event || event.ids.length === 0) return;
    await this.db.query('DELETE FROM throttle_events WHERE id = ANY($1::bigint[])', [event.ids]);
  }

  private async insert(q: Queryable, limits: RateLimit[], now: Date): Promise<number[]> {
    const ids: number[] = [];
    for (const { key } of limits) {
      const [row] = await q.query<{ id: number }>(
        'INSERT INTO throttle_events (key, occurred_at) VALUES ($1, $2) RETURNING id',
        [key, now],
      );
      ids.push(row.id);
    }
    return ids;
  }

  /** Forgets the events older than every window seen (these limits' included). */
  private async forgetOld(limits: RateLimit[], now: Date): Promise<void> {
    for (const { windowSeconds } of limits) {
      this.retentionSeconds = Math.max(this.retentionSeconds, windowSeconds);
    }
    await this.db.query('DELETE FROM throttle_events WHERE occurred_at <= $1', [
      addSeconds(now, -this.retentionSeconds),
    ]);
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM throttle_events WHERE key = $1', [key]);
  }
}
