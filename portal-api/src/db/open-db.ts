import { mkdir } from 'node:fs/promises';
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

export interface StorageConfig {
  databaseUrl?: string;
  dataDir: string;
}

/** A PostgreSQL server when `databaseUrl` is set, otherwise PGlite persisted in `dataDir`. */
export async function openDb({ databaseUrl, dataDir }: StorageConfig): Promise<Db> {
  if (databaseUrl) return openPostgresDb(databaseUrl);
  await mkdir(dataDir, { recursive: true });
  return openPgliteDb(dataDir);
}
