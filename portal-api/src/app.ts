import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { activityRoutes } from './activity/activity-routes';
import { storeLastMonthsStatements } from './activity/monthly-statement-job';
import type { AppContext } from './app-context';
import { loadAvailableLimits } from './limits/limit-queries';
import { createCurrentUsers } from './users/current-users';
import { authRoutes } from './auth/auth-routes';
import { decorateAuth } from './auth/authenticate';
import { LoginThrottle } from './auth/login-throttle';
import { PasswordHasher } from './auth/passwords';
import { RateLimiter } from './auth/rate-limiter';
import { TokenService } from './auth/token-service';
import { avatarRoutes } from './avatars/avatar-routes';
import { AvatarStore } from './avatars/avatar-store';
import { resolveRequestBrands } from './brands/request-brand';
import { clientSummariesRoutes } from './client-apps/client-summaries-routes';
import { clientErrorRoutes } from './client-errors/client-error-routes';
import { RecentClientErrors } from './client-errors/recent-client-errors';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db/db';
import { devClientErrorRoutes } from './dev/dev-client-error-routes';
import { devOutboxRoutes } from './dev/dev-outbox-routes';
import { devLimitRoutes } from './dev/dev-limit-routes';
import { devCardRoutes } from './dev/dev-card-routes';
import { runsSandbox } from './production-safety';
import { limitPromptRoutes } from './limit-prompts/limit-prompt-routes';
import { devRealityCheckRoutes } from './dev/dev-reality-check-routes';
import { devTermsRoutes } from './dev/dev-terms-routes';
import { devWalletRoutes } from './dev/dev-wallet-routes';
import { depositRoutes } from './deposits/deposit-routes';
import { devBankAccountRoutes } from './dev/dev-bank-account-routes';
import { guardRequestInput } from './http/body-guards';
import { registerCors } from './http/cors';
import { installErrorHandling } from './http/error-handler';
import { acceptFormBodies } from './http/form-body';
import { healthRoutes } from './http/health-routes';
import { loggedMailer } from './integrations/mail/logged-mailer';
import { loggerOptions, type LogOptions } from './observability/logger-options';
import { createApiMetrics } from './observability/metrics';
import { metricsRoutes } from './observability/metrics-routes';
import { trackRequests } from './observability/request-context';
import { requestIdOf } from './observability/request-id';
import { realtimeAddress } from './realtime/realtime-probe';
import { recordLedgerCheck } from './wallet/ledger-check-job';
import { collectOpenApi, openApiRoutes } from './http/openapi';
import { acceptJsonBodies } from './http/json-body';
import { requireResponseSchemas } from './http/response-schemas';
import { addSecurityHeaders } from './http/security-headers';
import { addServerTimeHeaders } from './http/server-time-headers';
import { formatSchemaErrors } from './http/validation-errors';
import { createIntegrations, type Integrations } from './integrations/integrations';
import { Outbox } from './integrations/outbox';
import { limitRoutes } from './limits/limit-routes';
import { linkGroupsRoutes } from './links/link-groups-routes';
import { oauthRoutes } from './oauth/oauth-routes';
import { passwordRoutes } from './passwords/password-routes';
import { placeRoutes } from './places/place-routes';
import { broadcastingAuthRoutes } from './realtime/broadcasting-auth-routes';
import { createPusherPublisher, type RealtimePublisher } from './realtime/realtime-publisher';
import { realityCheckRoutes } from './reality-check/reality-check-routes';
import { restrictionRoutes } from './restrictions/restriction-routes';
import { publishBrandTerms } from './terms/terms-queries';
import { termsRoutes } from './terms/terms-routes';
import { signupRoutes } from './users/signup/signup-routes';
import { userRoutes } from './users/user-routes';
import { addSchemaKeywords } from './validation/schema-keywords';
import { verificationRoutes } from './verification/verification-routes';
import { processDueWithdrawals } from './withdrawals/withdrawal-processing';
import { startPeriodicJob } from './jobs/periodic-job';
import { reconcileDeposits } from './deposits/deposit-reconciliation';
import { walletApiRoutes } from './wallet-api/wallet-api-routes';
import { withdrawalRoutes } from './withdrawals/withdrawal-routes';

export interface BuildAppOptions {
  /** A migrated database. */
  db: Db;
  config: AppConfig;
  clock?: Clock;
  /** Defaults to the official Pusher client configured by config.pusher. */
  realtime?: RealtimePublisher;
  /** Replaces the configured third parties (tests). */
  integrations?: Partial<Integrations>;
  /** Off by default; every secret is redacted from what it writes (observability/log-redaction). */
  logger?: LogOptions | false;
}

/** The portal API, ready for `inject` in tests or `listen` in main. */
export async function buildApp({
  db,
  config,
  clock = systemClock,
  realtime,
  integrations,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const requestTimeoutMs = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    logger: loggerOptions(logger),
    genReqId: requestIdOf,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    requestTimeout: requestTimeoutMs,
    // Node checks the deadlines every connectionsCheckingInterval; headers get the same deadline.
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, requestTimeoutMs),
    },
    ajv: { customOptions: { allErrors: true, verbose: true }, plugins: [addSchemaKeywords] },
    schemaErrorFormatter: formatSchemaErrors,
  });
  trackRequests(app);
  const metrics = createApiMetrics(app, db);
  const outbox = new Outbox(db, clock, app.log);
  const configured = createIntegrations(config.integrations, outbox, db, config.apiPublicUrl);
  const chosen = { ...configured, ...integrations };
  const limiter = new RateLimiter(db, clock);
  const avatarUrl = (file: string) => `${config.apiPublicUrl}/avatars/${file}`;
  const ctx: AppContext = {
    db,
    config,
    clock,
    tokens: new TokenService(db, clock, {
      ttlSeconds: config.tokenTtlSeconds,
      refreshWindowSeconds: config.tokenRefreshWindowSeconds,
      sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
    }),
    passwords: new PasswordHasher(config.passwordHashing),
    loginThrottle: new LoginThrottle(limiter, config.loginThrottle),
    limiter,
    realtime: realtime ?? createPusherPublisher(config.pusher, app.log),
    integrations: { ...chosen, mailer: loggedMailer(chosen.mailer, app.log) },
    outbox,
    avatars: new AvatarStore(config.uploadsDir),
    avatarUrl,
    availableLimits: await loadAvailableLimits(db),
    log: app.log,
    currentUsers: await createCurrentUsers(db, clock, avatarUrl),
  };

  await publishBrandTerms(db, config.brands, clock());
  installErrorHandling(app);
  acceptJsonBodies(app);
  acceptFormBodies(app);
  await app.register(multipart, { limits: { fileSize: config.avatarMaxBytes, files: 1 } });
  guardRequestInput(app);
  decorateAuth(app);
  addServerTimeHeaders(app, clock, config.serverTimezone);
  addSecurityHeaders(app);
  await registerCors(app, config.portalOrigins);
  resolveRequestBrands(app, config);

  requireResponseSchemas(app);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  if (config.devRoutes) await collectOpenApi(app);
  await healthRoutes(api, db, {
    reachable: () => ctx.realtime.reachable(),
    address: realtimeAddress(config.pusher),
  });
  await metricsRoutes(api, metrics.registry, config.metricsToken);
  const recentClientErrors = config.devRoutes ? new RecentClientErrors() : undefined;
  await clientErrorRoutes(api, ctx, { counter: metrics.clientErrors, recent: recentClientErrors });
  await authRoutes(api, ctx);
  await userRoutes(api, ctx);
  await signupRoutes(api, ctx);
  await passwordRoutes(api, ctx);
  await termsRoutes(api, ctx);
  await clientSummariesRoutes(api, ctx);
  await linkGroupsRoutes(api, ctx);
  await placeRoutes(api, ctx);
  await verificationRoutes(api, ctx);
  await oauthRoutes(api, ctx);
  await avatarRoutes(api, ctx);
  await broadcastingAuthRoutes(api, ctx);
  await depositRoutes(api, ctx);
  await withdrawalRoutes(api, ctx);
  await limitRoutes(api, ctx);
  await limitPromptRoutes(api, ctx);
  await restrictionRoutes(api, ctx);
  await activityRoutes(api, ctx);
  await realityCheckRoutes(api, ctx);
  await walletApiRoutes(api, ctx);
  if (config.devRoutes) {
    await devWalletRoutes(api, ctx);
    await devBankAccountRoutes(api, ctx);
    await devOutboxRoutes(api, ctx);
    await devTermsRoutes(api, ctx);
    await devRealityCheckRoutes(api, ctx);
    await devLimitRoutes(api, ctx);
    if (runsSandbox(config, 'cards')) await devCardRoutes(api, ctx);
    if (recentClientErrors) await devClientErrorRoutes(api, recentClientErrors);
    await openApiRoutes(api);
  }
  const jobs = [
    startPeriodicJob(
      'automatic withdrawal processing',
      config.withdrawalProcessingIntervalMs,
      () => processDueWithdrawals(db, clock()),
      app.log,
    ),
    startPeriodicJob(
      'deposit reconciliation',
      config.reconciliationIntervalMs,
      () => reconcileDeposits(ctx),
      app.log,
    ),
    startPeriodicJob(
      'ledger check',
      config.ledgerCheckIntervalMs,
      () => recordLedgerCheck(db, metrics.ledgerMismatches, app.log),
      app.log,
    ),
    startPeriodicJob(
      'monthly statements',
      config.monthlyStatementIntervalMs,
      () => storeLastMonthsStatements(ctx),
      app.log,
    ),
  ];
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
  return app;
}
