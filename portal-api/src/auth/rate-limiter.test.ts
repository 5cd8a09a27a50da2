import type { Db } from '../db/db';
import { createTestClock } from '../test-support/test-clock';
import { openTestDb } from '../test-support/test-database';
import { RateLimiter } from './rate-limiter';

let db: Db;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(() => db.close());

async function keysStored(): Promise<string[]> {
  const rows = await db.query<{ key: string }>('SELECT key FROM throttle_events ORDER BY id');
  return rows.map((row) => row.key);
}

describe('RateLimiter', () => {
  it('waits until the oldest event in a full window leaves it', async () => {
    const clock = createTestClock();
    const limiter = new RateLimiter(db, clock);
    const limits = [{ key: 'test:wait', max: 2, windowSeconds: 60 }];
    await limiter.record(limits);
    clock.advance(10);
    expect(await limiter.retryAfterSeconds(limits)).toBe(0);
    await limiter.record(limits);
    expect(await limiter.retryAfterSeconds(limits)).toBe(50);
    clock.advance(50);
    expect(await limiter.retryAfterSeconds(limits)).toBe(0);
    expect(await limiter.retryAfterSeconds([{ ...limits[0], max: 0 }])).toBe(0);
  });

  it('forgets every key’s events once they are older than a day and every window', async () => {
    const clock = createTestClock();
    const limiter = new RateLimiter(db, clock);
    await limiter.record([{ key: 'test:old', max: 5, windowSeconds: 60 }]);
    clock.advance(86400 + 1);
    await limiter.record([{ key: 'test:new', max: 5, windowSeconds: 60 }]);
    expect(await keysStored()).not.toContain('test:old');
    expect(await keysStored()).toContain('test:new');

    await limiter.record([{ key: 'test:long', max: 5, windowSeconds: 3 * 86400 }]);
    clock.advance(2 * 86400);
    await limiter.record([{ key: 'test:new', max: 5, windowSeconds: 60 }]);
    expect(await keysStored()).toContain('test:long');
    clock.advance(86400 + 1);
    await limiter.record([{ key: 'test:new', max: 5, windowSeconds: 60 }]);
    expect(await keysStored()).not.toContain('test:long');
  });
});
