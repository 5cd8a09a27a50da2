import { readFile, writeFile } from 'node:fs/promises';
import { loadBrands } from '@portal/brands';
import pg from 'pg';
import { PasswordHasher } from '../auth/passwords';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPgliteDb } from '../db/pglite-db';
import { openPostgresDb } from '../db/postgres-db';
import { seedDemoPlayers } from '../seed/seed-demo-players';
import { publishBrandTerms } from '../terms/terms-queries';
import { TEST_PASSWORD_HASHING } from './test-config';
import { TEST_CLOCK_START } from './test-clock';

/** Set by the global setup on PGlite: the file holding the migrated, seeded template database. */
export const TEMPLATE_ENV = 'PORTAL_API_TEST_TEMPLATE';

/**
 * Set by `npm test` for its PostgreSQL run: the URL of the throwaway server's admin database.
 * Every test database is then a database of its own on that server.
 */
export const TEST_POSTGRES_ENV = 'PORTAL_API_TEST_POSTGRES';

/** The migrated, seeded database on the server that test databases are created from. */
export const TEMPLATE_DATABASE = 'portal_test_template';

export const onPostgres = (): boolean => Boolean(process.env[TEST_POSTGRES_ENV]);

function serverUrl(database: string): string {
  return process.env[TEST_POSTGRES_ENV]!.replace(/^(postgres:\/\/[^/]*\/)[^?]*/, `$1${database}`);
}

let admin: pg.Pool | undefined;
let created = 0;

export interface ServerDatabase {
  /** `postgres://…` for the database, as DATABASE_URL takes it. */
  url: string;
  /** Drops it; its connections must be closed first. */
  drop(): Promise<void>;
}

/** A new database on the test server, copied from `template` (template0: an empty one). */
export async function createServerDatabase(template = 'template0'): Promise<ServerDatabase> {
  admin ??= new pg.Pool({ connectionString: serverUrl('postgres'), max: 2, allowExitOnIdle: true });
  const name = `test_${process.pid}_${(created += 1)}`;
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: serverUrl(name),
    drop: async () => {
      await admin!.query(`DROP DATABASE ${name}`);
    },
  };
}

/** A new database on the test server, copied from `template`; closing it drops it. */
async function createServerDb(template: string): Promise<Db> {
  const database = await createServerDatabase(template);
  const db = openPostgresDb(database.url);
  return {
    ...db,
    async close() {
      await db.close();
      // The server waits for the closed connections to end before it drops the database.
      await database.drop();
    },
  };
}

async function migrateAndSeed(db: Db): Promise<void> {
  await migrate(db);
  await publishBrandTerms(db, loadBrands(), TEST_CLOCK_START);
  await seedDemoPlayers(db, TEST_CLOCK_START, new PasswordHasher(TEST_PASSWORD_HASHING));
}

/** A migrated in-memory database with the demo players, seeded at the test clock's start. */
async function createSeededPglite(): Promise<Db> {
  const db = await openPgliteDb();
  await migrateAndSeed(db);
  return db;
}

/**
 * Global setup: the template every test database starts from, on the test server or (PGlite) in
 * `file`.
 */
export async function writeTemplate(file: string): Promise<void> {
  if (onPostgres()) {
    const server = openPostgresDb(serverUrl('postgres'));
    await server.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
    await server.query(`CREATE DATABASE ${TEMPLATE_DATABASE} TEMPLATE template0`);
    await server.close();
    const template = openPostgresDb(serverUrl(TEMPLATE_DATABASE));
    await migrateAndSeed(template);
    await template.close();
    return;
  }
  const db = await openPgliteDb();
  await migrateAndSeed(db);
  await writeFile(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
}

/**
 * A fresh copy of the template: a database of its own on the test server, or an in-memory PGlite
 * (five times faster than creating one; a new seeded one when no template was made).
 */
export async function openTestDb(): Promise<Db> {
  if (onPostgres()) return createServerDb(TEMPLATE_DATABASE);
  const file = process.env[TEMPLATE_ENV];
  if (!file) return createSeededPglite();
  return openPgliteDb(undefined, new Blob([await readFile(file)]));
}

/** An empty database (no migrations) of the run's kind. */
export function openEmptyTestDb(): Promise<Db> {
  return onPostgres() ? createServerDb('template0') : openPgliteDb();
}
