import { mkdir } from 'node:fs/promises';
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb, type DatabaseTimeouts } from './postgres-db';

export interface StorageConfig {
  databaseUrl?: string;
  databaseTimeouts?: DatabaseTimeouts;
  dataDir: string;
}

/** A PostgreSQL server when `databaseUrl` is set, otherwise PGlite persisted in `dataDir`. */
export async function openDb({
  databaseUrl,
  databaseTimeouts,
  dataDir,
}: StorageConfig): Promise<Db> {
  if (databaseUrl) return openPostgresDb(databaseUrl, databaseTimeouts);
  await mkdir(dataDir, { recursive: true });
  return openPgliteDb(dataDir);
}
