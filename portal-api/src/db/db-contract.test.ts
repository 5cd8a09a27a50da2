import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { onPostgres, openEmptyTestDb } from '../test-support/test-database';

/** Both storages must behave the same; PostgreSQL is checked in the test run on a server. */
const storages: Array<[string, () => Promise<Db>]> = [
  ['PGlite', () => openPgliteDb()],
  ...(onPostgres() ? [['PostgreSQL', openEmptyTestDb] as [string, () => Promise<Db>]] : []),
];

describe.each(storages)('%s', (_name, open) => {
  let db: Db;

  // Opening an embedded PostgreSQL and applying every migration takes longer than a test's 20 s
  // on a busy 2-core machine (CI ran into it with the other suites beside it).
  beforeAll(async () => {
    db = await open();
    await migrate(db);
  }, 60_000);

  afterAll(() => db.close());

  it('reads bigint as number and date as YYYY-MM-DD', async () => {
    const [row] = await db.query<{ big: number; day: string; at: Date }>(
      "SELECT 9007199254740991::bigint AS big, DATE '2000-02-29' AS day, now() AS at",
    );
    expect(row).toEqual({ big: Number.MAX_SAFE_INTEGER, day: '2000-02-29', at: expect.any(Date) });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    const name = `contract_${Date.now()}`;
    await db.transaction((tx) =>
      tx.query('INSERT INTO ledger_categories (id, name) VALUES (900, $1)', [name]),
    );
    await expect(
      db.transaction(async (tx) => {
        await tx.query('DELETE FROM ledger_categories WHERE id = 900');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query('SELECT name FROM ledger_categories WHERE id = 900')).toEqual([{ name }]);
    await db.query('DELETE FROM ledger_categories WHERE id = 900');
  });

  it('applies nothing on a second migration run', async () => {
    expect(await migrate(db)).toEqual([]);
  });
});
