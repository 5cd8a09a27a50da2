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
  // One connection: the calls in flight hold it one after another.
  let inFlight = 0;
  const counted = <T>(call: Promise<T>): Promise<T> => {
    inFlight += 1;
    return call.finally(() => {
      inFlight -= 1;
    });
  };
  const db = queryable(pglite);
  return {
    query: <Row>(sql: string, params?: readonly SqlParam[]) => counted(db.query<Row>(sql, params)),
    exec: (sql: string) => counted(db.exec(sql)),
    transaction: (work) => counted(pglite.transaction((tx) => work(queryable(tx)))),
    close: () => pglite.close(),
    listenSynchronously: async (channel, listener) => {
      await pglite.listen(channel, listener);
    },
    dump: () => pglite.dumpDataDir('none') as Promise<Blob>,
    poolStats: () => ({
      inUse: Math.min(inFlight, 1),
      idle: inFlight === 0 ? 1 : 0,
      waiting: Math.max(inFlight - 1, 0),
    }),
  };
}
