import { buildApp } from './app';
import { PasswordHasher } from './auth/passwords';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { closeOnSignal, runMain } from './process-lifecycle';
import { isProduction } from './production-safety';
import { createRealtimeServer } from './realtime/realtime-server';
import { seedDemoPlayers } from './seed/seed-demo-players';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  const applied = await migrate(db);
  const app = await buildApp({
    db,
    config,
    logger: { level: process.env.LOG_LEVEL || 'info' },
  });
  const log = app.log;
  const { captcha, mail, sms, identity, places } = config.integrations;
  log.info(
    `region ${config.region}${config.region === 'US' ? ` (${config.usState})` : ''}, ` +
      `time zone ${config.serverTimezone}; captcha ${captcha.provider}, mail ${mail.provider}, ` +
      `sms ${sms.provider}, identity ${identity.provider}, places ${places.provider}`,
  );
  log.info(
    config.databaseUrl
      ? 'storage: PostgreSQL (DATABASE_URL)'
      : `storage: PGlite in ${config.dataDir}`,
  );

  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  if (!isProduction(process.env)) {
    const seeded = await seedDemoPlayers(
      db,
      systemClock(),
      new PasswordHasher(config.passwordHashing),
    );
    if (seeded.length > 0) log.info({ seeded }, 'demo players created');
  }
  if (config.devRoutes) log.warn('development routes /dev/* are on (PORTAL_DEV_ROUTES=1)');

  const realtime = config.realtimeServer
    ? createRealtimeServer({
        ...config.pusher,
        metricsToken: config.metricsToken,
        log: log.child({ service: 'realtime' }),
      })
    : null;
  const realtimePort = await realtime?.listen(config.realtimePort, config.host);
  await app.listen({ port: config.apiPort, host: config.host });
  log.info(`portal API on http://${config.host}:${config.apiPort}`);
  log.info(
    realtime
      ? `realtime (Pusher protocol 7) on ws://${config.host}:${realtimePort}/app/${config.pusher.key}`
      : `realtime server off (REALTIME_SERVER=off): publishing to ${config.pusher.host}:${config.pusher.port}`,
  );

  closeOnSignal(async (signal) => {
    log.info(`${signal}: shutting down`);
    await app.close();
    await realtime?.close();
    await db.close();
  });
}

runMain(main);
