// The API as the bench measures it, in a process of its own: on BENCH_DATABASE_URL (a PostgreSQL
// database) or an in-memory PGlite, migrated and seeded with the production password-hashing cost,
// on a free loopback port, publishing nothing to a realtime server and with no login throttle.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { PasswordHasher } from '../src/auth/passwords';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openPgliteDb } from '../src/db/pglite-db';
import { openPostgresDb } from '../src/db/postgres-db';
import type { RealtimePublisher } from '../src/realtime/realtime-publisher';
import { seedDemoPlayers } from '../src/seed/seed-demo-players';

const silentRealtime: RealtimePublisher = {
  publishToUser: () => undefined,
  endConnections: () => undefined,
  authorizeChannel: () => ({ auth: '' }),
  reachable: async () => true,
};

async function main(): Promise<void> {
  const config = {
    ...loadConfig({}),
    devRoutes: false,
    withdrawalProcessingIntervalMs: 0,
    loginThrottle: { windowSeconds: 60, maxFailuresPerAccount: 0, maxFailuresPerIp: 0 },
  };
  const url = process.env.BENCH_DATABASE_URL;
  const db = url ? openPostgresDb(url) : await openPgliteDb();
  await migrate(db);
  await seedDemoPlayers(db, new Date(), new PasswordHasher(config.passwordHashing));
  const app = await buildApp({ db, config, realtime: silentRealtime });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
