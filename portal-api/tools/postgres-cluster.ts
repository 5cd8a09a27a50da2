// A throwaway PostgreSQL cluster from Debian's `postgresql` package, for the test run and the bench:
// initdb into a temporary folder, the server on a unix socket in that folder (no TCP port), owned by
// the `postgres` user when run as root. `stop()` ends the server and removes the folder.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian installs the server binaries (`postgresql-15`); PG_BIN_DIR points elsewhere. */
export const POSTGRES_BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export function postgresAvailable(): boolean {
  return existsSync(path.join(POSTGRES_BIN_DIR, 'postgres'));
}

export interface PostgresCluster {
  /** `postgres://…` for a database on this server (the admin database `postgres` by default). */
  url(database?: string): string;
  stop(): Promise<void>;
  /** An outage: the server shuts down fast (its connections end), keeping its data. */
  halt(): Promise<void>;
  /** The halted server starts again on its data. */
  resume(): Promise<void>;
  /** The server and its backends stop running (SIGSTOP): connections stay open, nothing answers. */
  freeze(): Promise<void>;
  /** A frozen server runs on (SIGCONT). */
  thaw(): Promise<void>;
}

/** As root, the `postgres` user's ids to run the server as (it refuses to run as root). */
async function serverUser(): Promise<{ uid: number; gid: number } | object> {
  if (process.getuid?.() !== 0) return {};
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout);
  return { uid: await id('-u'), gid: await id('-g') };
}

const binary = (name: string) => path.join(POSTGRES_BIN_DIR, name);

async function waitForSocket(dir: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!existsSync(path.join(dir, '.s.PGSQL.5432'))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      throw new Error(`PostgreSQL did not start:\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts a cluster tuned for throwaway data (fsync off) with room for `maxConnections` clients.
 * The caller must call stop(), also on failure; a signal that ends the process stops it too.
 */
export async function startPostgresCluster({
  maxConnections = 200,
} = {}): Promise<PostgresCluster> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-pg-'));
  const data = path.join(dir, 'data');
  const user = await serverUser();
  if ('uid' in user) await chown(dir, user.uid, user.gid);
  await run(
    binary('initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
    { ...user, cwd: dir },
  );
  const settings = {
    listen_addresses: '',
    unix_socket_directories: dir,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: String(maxConnections),
  };
  const serverArgs = [
    '-D',
    data,
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  let output = '';
  let server: ChildProcess;
  const startServer = async () => {
    server = spawn(binary('postgres'), serverArgs, {
      ...user,
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForSocket(dir, server, () => output);
  };
  const halt = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    await exited;
  };
  /** The postmaster and its backends, to signal together. */
  const processes = async () => {
    const children = await run('pgrep', ['-P', String(server.pid)]).then(
      ({ stdout }) => stdout.split('\n').filter(Boolean).map(Number),
      () => [],
    );
    return [server.pid!, ...children];
  };
  const signalAll = async (signal: NodeJS.Signals) => {
    for (const pid of await processes()) process.kill(pid, signal);
  };

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      process.off('exit', killNow);
      await signalAll('SIGCONT').catch(() => undefined);
      await halt();
      await rm(dir, { recursive: true, force: true });
    })());
  const killNow = () => server.kill('SIGKILL');
  process.on('exit', killNow);

  try {
    await startServer();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: (database = 'postgres') =>
      `postgres://postgres@/${database}?host=${encodeURIComponent(dir)}`,
    stop,
    halt,
    resume: startServer,
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
  };
}
