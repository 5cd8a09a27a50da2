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

/** Embedded Postgres: in memory without a data folder, else persisted in `dataDir`. */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  const pglite = await PGlite.create({ dataDir, parsers: typeParsers });
  return {
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
  };
}
