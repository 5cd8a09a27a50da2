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
  it('takes events until a window is full, then waits until its oldest event leaves it', async () => {
    const clock = createTestClock();
    const limiter = new RateLimiter(db, clock);
    const limits = [{ key: 'test:wait', max: 2, windowSeconds: 60 }];
    expect((await limiter.take(limits)).wait).toBe(0);
    clock.advance(10);
    expect((await limiter.take(limits)).wait).toBe(0);
    expect(await limiter.take(limits)).toEqual({ wait: 50 });
    clock.advance(50);
    expect((await limiter.take(limits)).wait).toBe(0);
    expect((await limiter.take([{ ...limits[0], max: 0 }])).wait).toBe(0);
  });

  it('never takes more than a limit allows, however many takes race', async () => {
    const limiter = new RateLimiter(db, createTestClock());
    const limits = [
      { key: 'test:race:a', max: 5, windowSeconds: 3600 },
      { key: 'test:race:b', max: 50, windowSeconds: 3600 },
    ];
    const takes = await Promise.all(Array.from({ length: 20 }, () => limiter.take(limits)));
    expect(takes.filter((take) => take.wait === 0)).toHaveLength(5);
    expect((await keysStored()).filter((key) => key === 'test:race:b')).toHaveLength(5);
  });

  it('gives an event back, freeing its place in the window', async () => {
    const limiter = new RateLimiter(db, createTestClock());
    const limits = [{ key: 'test:give-back', max: 1, windowSeconds: 60 }];
    const { event } = await limiter.take(limits);
    expect((await limiter.take(limits)).wait).toBeGreaterThan(0);
    await limiter.giveBack(event);
    expect((await limiter.take(limits)).wait).toBe(0);
  });

  it('forgets every key’s events once they are older than a day and every window', async () => {
    const clock = createTestClock();
    const limiter = new RateLimiter(db, clock);
    await limiter.take([{ key: 'test:old', max: 5, windowSeconds: 60 }]);
    clock.advance(86400 + 1);
    await limiter.take([{ key: 'test:new', max: 5, windowSeconds: 60 }]);
    expect(await keysStored()).not.toContain('test:old');
    expect(await keysStored()).toContain('test:new');

    await limiter.take([{ key: 'test:long', max: 5, windowSeconds: 3 * 86400 }]);
    clock.advance(2 * 86400);
    await limiter.take([{ key: 'test:new', max: 5, windowSeconds: 60 }]);
    expect(await keysStored()).toContain('test:long');
    clock.advance(86400 + 1);
    await limiter.take([{ key: 'test:new', max: 5, windowSeconds: 60 }]);
    expect(await keysStored()).not.toContain('test:long');
  });
});
