/**
 * The database cannot be reached now (stopped, restarting, frozen past the timeout, or the network
 * to it down): the request changed nothing it acknowledged, and a retry in a moment may succeed.
 * The API answers 503 with Retry-After.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Server codes of a connection refused or ended (class 08, 57P01-57P03 of a shutdown) and of a statement past its timeout (57014). */
const CONNECTION_SQLSTATE = /^(08...|57P0[123]|57014)$/;
const CONNECTION_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT']);
/** How node-postgres words a connection it lost or gave up on. */
const CONNECTION_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error|Client was closed|not queryable/i;

/** Whether `error` says the database could not be reached, as opposed to a fault in a statement. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || CONNECTION_ERRNO.has(code))) {
    return true;
  }
  return CONNECTION_MESSAGE.test(error.message);
}
