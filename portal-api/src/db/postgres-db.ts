import pg from 'pg';
import type { Db, Queryable, SqlParam } from './db';
import { typeParsers } from './type-parsers';

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Statements kept prepared on each connection; the API has far fewer distinct ones. */
const MAX_PREPARED = 500;

/**
 * Names each distinct statement text once, so every connection parses and plans it once and then
 * only binds and executes it (statements past MAX_PREPARED run unprepared).
 */
function statementNames(): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (!name && names.size < MAX_PREPARED) {
      name = `s${names.size + 1}`;
      names.set(sql, name);
    }
    return name;
  };
}

function queryable(
  target: pg.Pool | pg.PoolClient,
  nameOf: (sql: string) => string | undefined,
): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query({ name: nameOf(sql), text: sql, values: [...params] });
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/** A PostgreSQL server reached through a pg connection pool. */
export function openPostgresDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, types });
  // An idle connection the server ended (restart, admin command) is dropped by the pool and the
  // next query opens another; without a listener the error would end the process.
  pool.on('error', () => undefined);
  const nameOf = statementNames();
  return {
    ...queryable(pool, nameOf),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client, nameOf));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
