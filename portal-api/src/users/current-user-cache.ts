import type { CurrentUserRecord } from './current-user-query';

interface Entry {
  userId: number;
  record: CurrentUserRecord;
}

/**
 * The assembled current user per token and embed list, for a database whose every change to a
 * player reaches `forgetPlayer` before the change's statement resolves (PGlite: one process, see
 * docs/api-performance.md). An entry serves until its player changes or until `changesAt`, the
 * first instant its limits would read differently with no write. The token's state (expiry,
 * session lifetime) is not cached: it is worked out from the stored token at each request.
 */
export class CurrentUserCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByPlayer = new Map<number, Set<string>>();
  /** Counts forgetPlayer calls: a read that overlapped one may be stale and is not kept. */
  private generation = 0;

  constructor(private readonly maxEntries = 10_000) {}

  async get(
    key: string,
    now: Date,
    read: () => Promise<CurrentUserRecord>,
  ): Promise<CurrentUserRecord> {
    const hit = this.entries.get(key);
    if (hit && (hit.record.changesAt === null || now.getTime() < hit.record.changesAt)) {
      return hit.record;
    }
    const generation = this.generation;
    const record = await read();
    if (generation === this.generation && record.token && record.user) {
      this.keep(key, record.token.user_id, record);
    }
    return record;
  }

  forgetPlayer(userId: number): void {
    this.generation += 1;
    for (const key of this.keysByPlayer.get(userId) ?? []) this.entries.delete(key);
    this.keysByPlayer.delete(userId);
  }

  private keep(key: string, userId: number, record: CurrentUserRecord): void {
    this.entries.delete(key);
    this.entries.set(key, { userId, record });
    const keys = this.keysByPlayer.get(userId) ?? new Set();
    keys.add(key);
    this.keysByPlayer.set(userId, keys);
    if (this.entries.size > this.maxEntries) this.evictOldest();
  }

  private evictOldest(): void {
    const [key, entry] = this.entries.entries().next().value as [string, Entry];
    this.entries.delete(key);
    this.keysByPlayer.get(entry.userId)?.delete(key);
  }
}
