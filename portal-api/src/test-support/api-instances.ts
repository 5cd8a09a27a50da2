import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { freePort, startServerProcess, type ServerProcess } from './server-process';
import { createServerDatabase, type ServerDatabase } from './test-database';

/** Production's topology in miniature: API processes on one PostgreSQL database behind a proxy. */
export interface ApiInstances {
  /** The database they share: a new one on the test server unless one was given. */
  databaseUrl: string;
  proxy: RoundRobinProxy;
  uploadsDir: string;
  realtime: ServerProcess;
  instances: ServerProcess[];
  stop(): Promise<void>;
}

/**
 * Starts the realtime server and `count` API processes (src/main.ts) on an empty database (a new
 * one of the test PostgreSQL server unless `databaseUrl` names one), all at once (each migrates
 * and seeds it), and a round-robin proxy in front of them; `env` is added to every process's
 * environment.
 */
export async function startApiInstances(
  count = 2,
  { env = {}, databaseUrl }: { env?: Record<string, string>; databaseUrl?: string } = {},
): Promise<ApiInstances> {
  const database: Pick<ServerDatabase, 'url' | 'drop'> = databaseUrl
    ? { url: databaseUrl, drop: async () => undefined }
    : await createServerDatabase();
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-instances-'));
  const realtimePort = await freePort();
  const common = {
    DATABASE_URL: database.url,
    HOST: '127.0.0.1',
    REALTIME_PORT: String(realtimePort),
    PUSHER_PORT: String(realtimePort),
    UPLOADS_DIR: uploadsDir,
    PORTAL_DEV_ROUTES: '1',
    TRUST_PROXY: '127.0.0.1',
    ARGON2_MEMORY_KIB: '64',
    ARGON2_TIME_COST: '1',
    LOGIN_THROTTLE_PER_ACCOUNT: '4',
    MAX_LOGIN_ATTEMPTS: '50',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const realtime = await startServerProcess('realtime-main.ts', realtimePort, common);
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const started = await Promise.allSettled(
    ports.map((port) =>
      startServerProcess('main.ts', port, {
        ...common,
        API_PORT: String(port),
        REALTIME_SERVER: 'off',
      }),
    ),
  );
  const instances = started.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const stopAll = async () => {
    await Promise.all([...instances, realtime].map((server) => server.stop()));
    await database.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  };
  const failed = started.find((start) => start.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const proxy = await startRoundRobinProxy(
    ports.map((port, i) => ({ name: String.fromCharCode(97 + i), port })),
  );
  return {
    databaseUrl: database.url,
    proxy,
    uploadsDir,
    realtime,
    instances,
    async stop() {
      await proxy.close();
      await stopAll();
    },
  };
}
