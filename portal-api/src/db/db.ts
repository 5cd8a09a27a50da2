export type SqlParam = string | number | boolean | Date | null | readonly SqlParam[];

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with $1.. parameters; returns its rows. */
  query<Row>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The connections behind a Db: in use, idle, and the calls waiting for one. */
export interface PoolStats {
  inUse: number;
  idle: number;
  waiting: number;
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool's state now (the metrics' database gauges). */
  poolStats(): PoolStats;
  /**
   * Calls `listener` with the payload of every NOTIFY on `channel`, before the statement (or the
   * commit) that sent it resolves. Only an embedded database in this process (PGlite) can promise
   * that; a server's notifications reach another connection later, so PostgreSQL has none.
   */
  listenSynchronously?(channel: string, listener: (payload: string) => void): Promise<void>;
}
