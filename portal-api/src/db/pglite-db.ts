import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, SqlParam } from './db';
import { typeParsers } from './type-parsers';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export interface PgliteDb extends Db {
  /** The whole database as a tarball, to start others from (test templates). */
  dump(): Promise<Blob>;
}

/**
 * Embedded Postgres: in memory without a data folder, else persisted in `dataDir`; an in-memory
 * one may start from a dump.
 */
export async function openPgliteDb(dataDir?: string, loadDataDir?: Blob): Promise<PgliteDb> {
  const pglite = await PGlite.create({ dataDir, loadDataDir, parsers: typeParsers });
  return {
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
    listenSynchronously: async (channel, listener) => {
      await pglite.listen(channel, listener);
    },
    dump: () => pglite.dumpDataDir('none') as Promise<Blob>,
  };
}
