import { appendFile, cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PasswordHasher } from '../auth/passwords';
import { DEMO_PLAYERS } from '../seed/demo-players';
import { seedDemoPlayers } from '../seed/seed-demo-players';
import type { Db } from './db';
import { ChangedMigrationError, migrate, migrationsDir } from './migrate';
import { TEST_PASSWORD_HASHING } from '../test-support/test-config';
import { openEmptyTestDb } from '../test-support/test-database';

let db: Db;
const now = new Date('2026-03-01T10:00:00Z');
const passwords = new PasswordHasher(TEST_PASSWORD_HASHING);

beforeAll(async () => {
  db = await openEmptyTestDb();
});

afterAll(() => db.close());

describe('migrations and demo seed', () => {
  it('applies every numbered migration once, in order', async () => {
    const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
    expect(files[0]).toBe('001_users.sql');
    expect(await migrate(db)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(recorded.map((row) => row.name)).toEqual(files);
  });

  it('creates the demo players once, with their balances in the ledger', async () => {
    expect(await seedDemoPlayers(db, now, passwords)).toEqual(
      DEMO_PLAYERS.map((player) => player.email),
    );
    expect(await seedDemoPlayers(db, now, passwords)).toEqual([]);

    const wallets = await db.query<{ email: string; balance: number; ledger_total: number }>(
      `SELECT u.email, w.balance,
              (SELECT COALESCE(sum(amount), 0)::bigint FROM wallet_ledger_entries e
               WHERE e.user_id = u.id) AS ledger_total
       FROM users u JOIN wallets w ON w.user_id = u.id ORDER BY u.id`,
    );
    expect(wallets).toEqual([
      { email: 'demo.au@portal.test', balance: 125050, ledger_total: 125050 },
      { email: 'demo.au.unverified@portal.test', balance: 0, ledger_total: 0 },
      { email: 'demo.us@portal.test', balance: 30000, ledger_total: 30000 },
      { email: 'demo.b@portal.test', balance: 42000, ledger_total: 42000 },
    ]);
  });

  it('stores passwords as argon2id hashes', async () => {
    const rows = await db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    for (const { password_hash } of rows) expect(password_hash).toMatch(/^\$argon2id\$/);
  });

  it('never lets a wallet go below zero, whatever the caller does', async () => {
    await expect(
      db.query('UPDATE wallets SET balance = -1 WHERE user_id = (SELECT min(id) FROM users)'),
    ).rejects.toThrow(/check constraint/);
  });

  // A ceiling of 60 s, not a wait: it migrates an empty embedded database from the first migration,
  // which takes seconds on a quiet 2-core machine and passed 20 s while the browser suite ran.
  it('refuses a migration whose text changed after it was applied, and applies nothing more', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    const fresh = await openEmptyTestDb();
    try {
      await cp(migrationsDir, dir, { recursive: true });
      await migrate(fresh, dir);
      await appendFile(path.join(dir, '002_access_tokens.sql'), '\nSELECT 1;\n');
      await appendFile(path.join(dir, '999_later.sql'), 'CREATE TABLE later (id int);\n');
      await expect(migrate(fresh, dir)).rejects.toThrow(ChangedMigrationError);
      await expect(migrate(fresh, dir)).rejects.toThrow(/migration 002_access_tokens\.sql changed/);
      const later = await fresh.query("SELECT to_regclass('later') AS name");
      expect(later).toEqual([{ name: null }]);
    } finally {
      await fresh.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
