import { readFile, writeFile } from 'node:fs/promises';
import { PasswordHasher } from '../auth/passwords';
import { migrate } from '../db/migrate';
import { openPgliteDb, type PgliteDb } from '../db/pglite-db';
import { seedDemoPlayers } from '../seed/seed-demo-players';
import { TEST_PASSWORD_HASHING } from './test-config';
import { TEST_CLOCK_START } from './test-clock';

/** Set by the global setup: the file holding the migrated, seeded template database. */
export const TEMPLATE_ENV = 'PORTAL_API_TEST_TEMPLATE';

/** A migrated in-memory database with the demo players, seeded at the test clock's start. */
export async function createSeededDb(): Promise<PgliteDb> {
  const db = await openPgliteDb();
  await migrate(db);
  await seedDemoPlayers(db, TEST_CLOCK_START, new PasswordHasher(TEST_PASSWORD_HASHING));
  return db;
}

export async function writeTemplate(file: string): Promise<void> {
  const db = await createSeededDb();
  await writeFile(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
}

/**
 * A fresh copy of the template (five times faster than creating a database), or a new seeded
 * database when no template was made.
 */
export async function openTestDb(): Promise<PgliteDb> {
  const file = process.env[TEMPLATE_ENV];
  if (!file) return createSeededDb();
  return openPgliteDb(undefined, new Blob([await readFile(file)]));
}
