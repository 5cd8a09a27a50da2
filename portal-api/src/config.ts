import type { DatabaseTimeouts } from './db/postgres-db';
import { loadBrands, type Brand } from '@portal/brands';
import { isIP } from 'node:net';
import path from 'node:path';
import { HASHING_SLOTS } from './auth/hashing-slots';
import {
  INTEGRATION_PROVIDERS,
  type IntegrationName,
  type IntegrationsConfig,
} from './integrations/integration-config';
import { readSmtpSettings } from './integrations/mail/smtp-settings';
import { packageRoot } from './package-root';
import {
  DEFAULT_LOCATION_SANDBOX_SECRET,
  DEFAULT_PUSHER_SECRET,
  DEFAULT_WALLET_PLATFORM_KEYS,
  isProduction,
  openMetrics,
  unsafeProductionSettings,
  unsafePusherSecret,
} from './production-safety';
import type { AppCredentials } from './realtime/app-credentials';
import {
  cardFundingRule,
  jurisdictionOf,
  refusedFundingVariable,
  type CardFundingRule,
} from './deposits/card-funding-rule';
import { readPlatformKeys, type WalletPlatformKeys } from './wallet-api/platform-keys';
import { defaultTimezone, REGIONS, US_STATES, type Region, type UsState } from './region';

export interface PusherConfig extends AppCredentials {
  /** Where the publisher sends events: our realtime server, Pusher Channels or another compatible one. */
  host: string;
  port: number;
  useTLS: boolean;
}

/** argon2id cost: the library's defaults in production, a low cost in tests. */
export interface PasswordHashingConfig {
  memoryCostKib: number;
  timeCost: number;
  /** argon2 computations at once; by default one fewer than the cores (docs/api-performance.md). */
  concurrency?: number;
}

/** Failed logins allowed per account and per client IP within the window; 0 turns a limit off. */
export interface LoginThrottleConfig {
  windowSeconds: number;
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
}

/** Other abuse limits; 0 turns one off. */
export interface AbuseLimitsConfig {
  /** Wrong current passwords per player and per IP within the login throttle's window. */
  passwordChangeFailures: number;
  /** Sign-ups per client IP within an hour. */
  signupsPerIpPerHour: number;
  /** Front-end error reports per client IP within a minute (POST /client-errors). */
  clientErrorReportsPerIpPerMinute: number;
}

export interface AppConfig {
  host: string;
  apiPort: number;
  realtimePort: number;
  /**
   * Whether this process also runs the realtime server on realtimePort (REALTIME_SERVER=on, the
   * default). With `off` it only publishes to PUSHER_HOST:PUSHER_PORT: one realtime server (or
   * Pusher Channels) serves every API instance.
   */
  realtimeServer: boolean;
  databaseUrl?: string;
  /** PostgreSQL: how long a connection may take to open, and a statement to answer. */
  databaseTimeouts: DatabaseTimeouts;
  dataDir: string;
  /** Uploaded files (avatars). */
  uploadsDir: string;
  region: Region;
  usState: UsState;
  /** IANA name sent in the server-timezone header. */
  serverTimezone: string;
  /** Where the portal runs: e-mailed links point here. */
  portalUrl: string;
  /** The card funding types refused where the portal operates (CARD_FUNDING_REFUSED_<AU|NZ|IA|OH>). */
  cardFundingRule: CardFundingRule;
  /** Where the card provider notifies a payment's outcome (the sandbox calls it); null: nowhere. */
  cardNotifyUrl: string | null;
  /** NODE_ENV or PORTAL_ENV is production: no sandbox, no development route, no default secret. */
  production: boolean;
  /** Where browsers reach this API: avatar URLs and e-mailed verification links point here. */
  apiPublicUrl: string;
  tokenTtlSeconds: number;
  tokenRefreshWindowSeconds: number;
  /** Absolute session lifetime from login: no token of the session outlives it or refreshes after. */
  sessionMaxAgeSeconds: number;
  maxLoginAttempts: number;
  loginThrottle: LoginThrottleConfig;
  abuseLimits: AbuseLimitsConfig;
  passwordHashing: PasswordHashingConfig;
  passwordResetTtlSeconds: number;
  avatarMaxBytes: number;
  /** Time a client has to send a whole request (a slow body gets a 408). */
  requestTimeoutSeconds: number;
  /**
   * The reverse proxies (addresses or CIDRs) whose X-Forwarded-For is believed; empty: none. Never
   * "any", or every client could choose its IP and the per-IP limits would mean nothing.
   */
  trustProxy: string[];
  portalOrigins: string[];
  /**
   * The brands this API serves (PORTAL_BRANDS_DIR, default brands/data), checked at start: a bad
   * brand file stops the start with the file and field named.
   */
  brands: Brand[];
  /** PORTAL_PUBLIC_HOST: the deployment's own host name, which serves the brand with the lowest id. */
  publicHost: string;
  pusher: PusherConfig;
  integrations: IntegrationsConfig;
  /** The /dev/* routes (PORTAL_DEV_ROUTES=1): free money and every player's codes. */
  devRoutes: boolean;
  /** The bearer token GET /metrics requires (METRICS_TOKEN; required in production); null: open. */
  metricsToken: string | null;
  /** How often the ledger check runs and sets the ledger_mismatched_wallets metric; 0: never. */
  ledgerCheckIntervalMs: number;
  /** How often automatic withdrawals that are due move to Processing; 0 turns the job off. */
  /** How often the deposit reconciliation job runs; 0 turns it off. */
  reconciliationIntervalMs: number;
  /** How long the job leaves an open deposit to its own flow before asking its provider. */
  reconcileAfterSeconds: number;
  withdrawalProcessingIntervalMs: number;
  /** How often the monthly statement job looks for last month's statements to make; 0: never. */
  monthlyStatementIntervalMs: number;
  /** The job makes last month's statements on the first this many days of a month. */
  monthlyStatementDays: number;
  /** The keys the client apps' platforms sign wallet calls with (WALLET_PLATFORM_KEYS). */
  walletPlatformKeys: WalletPlatformKeys;
}

type Env = Record<string, string | undefined>;

const STANDALONE_DEV_PORTS = [9101, 9102, 9103, 9104, 9105, 9106, 9107, 9108];

export const DEFAULT_PORTAL_ORIGINS = [
  'http://localhost:9000',
  'http://127.0.0.1:9000',
  ...STANDALONE_DEV_PORTS.map((port) => `http://localhost:${port}`),
];

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got '${raw}'`);
  }
  return value;
}

function list(raw: string | undefined, fallback: string[]): string[] {
  const items = (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : fallback;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new Error(`${name} must be one of ${allowed.join(', ')}, got '${raw}'`);
  }
  return raw as T;
}

function timezone(env: Env, fallback: string): string {
  const zone = env.SERVER_TIMEZONE || fallback;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`SERVER_TIMEZONE must be an IANA time zone, got '${zone}'`);
  }
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`${name} must be a URL, got '${raw}'`);
  }
}

/** A full URL (path kept), or null when the variable is `off`. */
function optionalUrl(env: Env, name: string, fallback: string): string | null {
  const raw = env[name] || fallback;
  if (raw === 'off') return null;
  try {
    return new URL(raw).href;
  } catch {
    throw new Error(`${name} must be a URL or off, got '${raw}'`);
  }
}

/** TRUST_PROXY: a comma-separated list of proxy addresses or CIDRs, each checked. */
function trustedProxies(raw: string | undefined): string[] {
  const proxies = list(raw, []);
  for (const proxy of proxies) {
    const [address, prefix, ...rest] = proxy.split('/');
    const bits = isIP(address) === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (isIP(address) === 0 || !prefixOk || rest.length > 0) {
      throw new Error(
        `TRUST_PROXY must list the addresses or CIDRs of the trusted proxies, got '${proxy}'`,
      );
    }
  }
  return proxies;
}

/**
 * Each third party's provider (`sandbox` by default) and the credentials a production provider
 * needs; a production provider without its credentials stops the start-up here.
 */
function integrations(env: Env): IntegrationsConfig {
  const read = (name: IntegrationName) => {
    const { envName, providers } = INTEGRATION_PROVIDERS[name];
    const provider = oneOf(env, envName, Object.keys(providers), 'sandbox');
    const required = providers[provider];
    const missing = required.filter((key) => !env[key]);
    if (missing.length > 0) {
      throw new Error(`${envName}=${provider} needs ${missing.join(', ')}`);
    }
    return { provider, credentials: Object.fromEntries(required.map((key) => [key, env[key]!])) };
  };
  const mail = read('mail');
  return {
    captcha: read('captcha'),
    mail,
    sms: read('sms'),
    identity: read('identity'),
    places: read('places'),
    cards: read('cards'),
    payid: read('payid'),
    cashCodes: read('cashCodes'),
    usPayments: read('usPayments'),
    location: read('location'),
    mailFrom: env.MAIL_FROM || 'Portal <no-reply@portal.test>',
    smtp: readSmtpSettings(env, mail.provider),
    locationSandboxSecret: env.LOCATION_SANDBOX_SECRET || DEFAULT_LOCATION_SANDBOX_SECRET,
  };
}

const host = (env: Env) => env.HOST || '127.0.0.1';
const metricsToken = (env: Env) => env.METRICS_TOKEN || null;
const realtimePort = (env: Env) => integer(env, 'REALTIME_PORT', 6001);

function pusherCredentials(env: Env): AppCredentials {
  return {
    appId: env.PUSHER_APP_ID || 'portal',
    key: env.PUSHER_KEY || 'portal-key',
    secret: env.PUSHER_SECRET || DEFAULT_PUSHER_SECRET,
  };
}

function refuseUnsafe(problems: string[]): void {
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production: ${problems.join('; ')}`);
  }
}

/**
 * Reads the server's settings from the environment; every one has a development default, and a
 * production start with an unsafe one is refused.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const config = readConfig(env);
  refuseUnsafe(unsafeProductionSettings(env, config));
  return config;
}

/** What the realtime server run on its own (src/realtime-main.ts) needs. */
export interface RealtimeServerConfig {
  host: string;
  port: number;
  app: AppCredentials;
  /** The bearer token its GET /metrics requires; null: open. */
  metricsToken: string | null;
}

/**
 * HOST, REALTIME_PORT, the PUSHER_* app credentials and METRICS_TOKEN; production refuses the
 * default secret and open metrics.
 */
export function loadRealtimeServerConfig(env: Env = process.env): RealtimeServerConfig {
  const config = {
    host: host(env),
    port: realtimePort(env),
    app: pusherCredentials(env),
    metricsToken: metricsToken(env),
  };
  refuseUnsafe([
    ...unsafePusherSecret(env, config.app.secret),
    ...openMetrics(env, config.metricsToken),
  ]);
  return config;
}

function readConfig(env: Env): AppConfig {
  const realtime = realtimePort(env);
  const apiPort = integer(env, 'API_PORT', 9001);
  const dataDir = path.resolve(env.DATA_DIR || path.join(packageRoot, '.data', 'pglite'));
  const region = oneOf(env, 'PORTAL_REGION', REGIONS, 'AU');
  const usState = oneOf(env, 'PORTAL_US_STATE', US_STATES, 'IA');
  const jurisdiction = jurisdictionOf(region, usState);
  const portalUrl = url(env, 'PORTAL_URL', `http://localhost:${env.PORT || 9000}`);
  const apiPublicUrl = url(env, 'API_PUBLIC_URL', `http://localhost:${apiPort}`);
  const production = isProduction(env);
  return {
    host: host(env),
    apiPort,
    realtimePort: realtime,
    realtimeServer: oneOf(env, 'REALTIME_SERVER', ['on', 'off'], 'on') === 'on',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseTimeouts: {
      connectMs: integer(env, 'DB_CONNECT_TIMEOUT_MS', 5000, 100),
      queryMs: integer(env, 'DB_QUERY_TIMEOUT_MS', 10_000, 100),
    },
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    region,
    usState,
    serverTimezone: timezone(env, defaultTimezone({ region, usState })),
    cardFundingRule: cardFundingRule(jurisdiction, env[refusedFundingVariable(jurisdiction)]),
    portalUrl,
    production,
    cardNotifyUrl: optionalUrl(env, 'CARD_NOTIFY_URL', `${apiPublicUrl}/deposit/fatzebra/notify`),
    apiPublicUrl,
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 24 * 60 * 60, 1),
    tokenRefreshWindowSeconds: integer(env, 'TOKEN_REFRESH_WINDOW_SECONDS', 14 * 24 * 60 * 60),
    sessionMaxAgeSeconds: integer(env, 'SESSION_MAX_AGE_SECONDS', 30 * 24 * 60 * 60, 1),
    maxLoginAttempts: integer(env, 'MAX_LOGIN_ATTEMPTS', 5, 1),
    loginThrottle: {
      windowSeconds: integer(env, 'LOGIN_THROTTLE_WINDOW_SECONDS', 15 * 60, 1),
      maxFailuresPerAccount: integer(env, 'LOGIN_THROTTLE_PER_ACCOUNT', 10),
      maxFailuresPerIp: integer(env, 'LOGIN_THROTTLE_PER_IP', 100),
    },
    abuseLimits: {
      passwordChangeFailures: integer(env, 'PASSWORD_CHANGE_THROTTLE', 5),
      signupsPerIpPerHour: integer(env, 'SIGNUP_THROTTLE_PER_IP', 100),
      clientErrorReportsPerIpPerMinute: integer(env, 'CLIENT_ERROR_THROTTLE_PER_IP', 60),
    },
    passwordHashing: {
      memoryCostKib: integer(env, 'ARGON2_MEMORY_KIB', 19_456, 8),
      timeCost: integer(env, 'ARGON2_TIME_COST', 2, 1),
      concurrency: integer(env, 'ARGON2_CONCURRENCY', HASHING_SLOTS, 1),
    },
    passwordResetTtlSeconds: integer(env, 'PASSWORD_RESET_TTL_SECONDS', 60 * 60, 60),
    avatarMaxBytes: integer(env, 'AVATAR_MAX_BYTES', 5 * 1024 * 1024, 1024),
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', 60, 1),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    // Production allows the portal's own origin unless told otherwise, never a development port.
    portalOrigins: list(
      env.PORTAL_ORIGINS,
      production ? [new URL(portalUrl).origin] : DEFAULT_PORTAL_ORIGINS,
    ),
    brands: loadBrands(env.PORTAL_BRANDS_DIR || undefined),
    publicHost: env.PORTAL_PUBLIC_HOST || 'localhost',
    pusher: {
      ...pusherCredentials(env),
      host: env.PUSHER_HOST || '127.0.0.1',
      port: integer(env, 'PUSHER_PORT', realtime),
      useTLS: env.PUSHER_USE_TLS === 'true',
    },
    integrations: integrations(env),
    devRoutes: env.PORTAL_DEV_ROUTES === '1',
    metricsToken: metricsToken(env),
    ledgerCheckIntervalMs: integer(env, 'LEDGER_CHECK_INTERVAL_MS', 10 * 60 * 1000),
    withdrawalProcessingIntervalMs: integer(env, 'WITHDRAWAL_PROCESSING_INTERVAL_MS', 1000),
    reconciliationIntervalMs: integer(env, 'RECONCILIATION_INTERVAL_MS', 30_000),
    reconcileAfterSeconds: integer(env, 'RECONCILE_AFTER_SECONDS', 60),
    monthlyStatementIntervalMs: integer(env, 'MONTHLY_STATEMENT_INTERVAL_MS', 60 * 60 * 1000),
    monthlyStatementDays: integer(env, 'MONTHLY_STATEMENT_DAYS', 7, 1),
    walletPlatformKeys: readPlatformKeys(env.WALLET_PLATFORM_KEYS, DEFAULT_WALLET_PLATFORM_KEYS),
  };
}
