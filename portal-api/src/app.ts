import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import { authRoutes } from './auth/auth-routes';
import { decorateAuth } from './auth/authenticate';
import { TokenService } from './auth/token-service';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db/db';
import { devWalletRoutes } from './dev/dev-wallet-routes';
import { guardRequestInput } from './http/body-guards';
import { registerCors } from './http/cors';
import { installErrorHandling } from './http/error-handler';
import { acceptFormBodies } from './http/form-body';
import { healthRoutes } from './http/health-routes';
import { addServerTimeHeaders } from './http/server-time-headers';
import { formatSchemaErrors } from './http/validation-errors';
import { broadcastingAuthRoutes } from './realtime/broadcasting-auth-routes';
import { createPusherPublisher, type RealtimePublisher } from './realtime/realtime-publisher';
import { userRoutes } from './users/user-routes';

export interface BuildAppOptions {
  /** A migrated database. */
  db: Db;
  config: AppConfig;
  clock?: Clock;
  /** Defaults to the official Pusher client configured by config.pusher. */
  realtime?: RealtimePublisher;
  logger?: FastifyServerOptions['logger'];
}

/** The portal API, ready for `inject` in tests or `listen` in main. */
export async function buildApp({
  db,
  config,
  clock = systemClock,
  realtime,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    ajv: { customOptions: { allErrors: true, verbose: true } },
    schemaErrorFormatter: formatSchemaErrors,
  });
  const ctx: AppContext = {
    db,
    config,
    clock,
    tokens: new TokenService(db, clock, {
      ttlSeconds: config.tokenTtlSeconds,
      refreshWindowSeconds: config.tokenRefreshWindowSeconds,
    }),
    realtime: realtime ?? createPusherPublisher(config.pusher, app.log),
  };

  installErrorHandling(app);
  acceptFormBodies(app);
  guardRequestInput(app);
  decorateAuth(app);
  addServerTimeHeaders(app, clock);
  await registerCors(app, config.portalOrigins);

  await healthRoutes(app);
  await authRoutes(app, ctx);
  await userRoutes(app, ctx);
  await broadcastingAuthRoutes(app, ctx);
  if (config.devRoutes) await devWalletRoutes(app, ctx);
  return app;
}
