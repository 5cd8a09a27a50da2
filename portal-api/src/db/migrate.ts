import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../package-root';
import type { Db } from './db';

export const migrationsDir = path.join(packageRoot, 'migrations');

const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;
const MIGRATION_LOCK_KEY = 7_001_001;

/** A migration file whose text differs from the text applied to this database. */
export class ChangedMigrationError extends Error {
  constructor(name: string) {
    super(
      `migration ${name} changed after this database applied it: restore the file and add a new ` +
        'migration for the change (a development database can instead be deleted and recreated)',
    );
    this.name = 'ChangedMigrationError';
  }
}

const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

/** The migration files' names, in the order they apply. */
export async function migrationNames(dir = migrationsDir): Promise<string[]> {
  return (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
}

async function migrationFiles(dir: string) {
  const names = await migrationNames(dir);
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })),
  );
}

/** The migrations named (those this code has) that the database has not applied. */
export async function unappliedMigrations(db: Db, names: string[]): Promise<string[]> {
  const applied = await db.query<{ name: string }>(
    'SELECT name FROM schema_migrations WHERE name = ANY($1::text[])',
    [names],
  );
  const done = new Set(applied.map((row) => row.name));
  return names.filter((name) => !done.has(name));
}

/**
 * Applies the numbered SQL files not yet recorded in schema_migrations, in name order, in one
 * transaction under an advisory lock so that two starting servers never apply one twice.
 * An applied file is never re-run; if its text changed since, the server refuses to start
 * (ChangedMigrationError) rather than run on a schema its code does not expect.
 * Returns the names it applied.
 */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  const files = await migrationFiles(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`);
    const applied = new Map(
      (
        await tx.query<{ name: string; checksum: string | null }>(
          'SELECT name, checksum FROM schema_migrations',
        )
      ).map((row) => [row.name, row.checksum]),
    );
    const pending: string[] = [];
    for (const { name, sql } of files) {
      const checksum = checksumOf(sql);
      if (!applied.has(name)) {
        await tx.exec(sql);
        await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
          name,
          checksum,
        ]);
        pending.push(name);
      } else if (applied.get(name) === null) {
        // Applied before checksums were kept: its text now is taken as the applied one.
        await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [
          name,
          checksum,
        ]);
      } else if (applied.get(name) !== checksum) {
        throw new ChangedMigrationError(name);
      }
    }
    return pending;
  });
}
