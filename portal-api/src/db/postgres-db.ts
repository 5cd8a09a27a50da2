import pg from 'pg';
import { DatabaseUnavailableError, isConnectionFailure } from './database-unavailable';
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

export interface DatabaseTimeouts {
  /** How long opening a connection (or waiting for a free one) may take. */
  connectMs: number;
  /** How long a statement may take to answer, client side (a frozen server never answers). */
  queryMs: number;
}

const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, queryMs: 10_000 };

/** Runs `call`; a failure to reach the database becomes a DatabaseUnavailableError. */
async function reaching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
  }
}

function queryable(
  target: pg.Pool | pg.PoolClient,
  nameOf: (sql: string) => string | undefined,
): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const result = await reaching(() =>
        target.query({ name: nameOf(sql), text: sql, values: [...params] }),
      );
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await reaching(() => target.query(sql));
    },
  };
}

/**
 * A PostgreSQL server reached through a pg connection pool. Losing the server never ends the
 * process: a connection that breaks (a restart, a crash, an admin command) is dropped and the next
 * call opens another, and a call that cannot reach the server fails within the timeouts with a
 * DatabaseUnavailableError. The server itself ends a statement, or a transaction left idle, that
 * runs past the query timeout, so a stalled client never holds a lock for long.
 */
export function openPostgresDb(
  connectionString: string,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
): Db {
  const pool = new pg.Pool({
    connectionString,
    types,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs,
    statement_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.queryMs,
  });
  // Without a listener, a connection's 'error' (idle in the pool or checked out) ends the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const nameOf = statementNames();
  return {
    ...queryable(pool, nameOf),
    async transaction(work) {
      const client = await reaching(() => pool.connect());
      try {
        await queryable(client, nameOf).exec('BEGIN');
        const result = await work(queryable(client, nameOf));
        await queryable(client, nameOf).exec('COMMIT');
        client.release();
        return result;
      } catch (error) {
        // A broken connection is destroyed, not rolled back: the server ends its transaction.
        const rolledBack =
          !(error instanceof DatabaseUnavailableError) &&
          (await client.query('ROLLBACK').then(
            () => true,
            () => false,
          ));
        client.release(!rolledBack);
        throw error;
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
