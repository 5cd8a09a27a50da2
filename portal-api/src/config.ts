import path from 'node:path';
import { packageRoot } from './package-root';

export interface PusherConfig {
  appId: string;
  key: string;
  secret: string;
  /** Where the publisher sends events: our realtime server, Pusher Channels or another compatible one. */
  host: string;
  port: number;
  useTLS: boolean;
}

export interface AppConfig {
  host: string;
  apiPort: number;
  realtimePort: number;
  databaseUrl?: string;
  dataDir: string;
  tokenTtlSeconds: number;
  tokenRefreshWindowSeconds: number;
  maxLoginAttempts: number;
  portalOrigins: string[];
  pusher: PusherConfig;
  devRoutes: boolean;
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

/** Reads the server's settings from the environment; every one has a development default. */
export function loadConfig(env: Env = process.env): AppConfig {
  const realtimePort = integer(env, 'REALTIME_PORT', 6001);
  return {
    host: env.HOST || '127.0.0.1',
    apiPort: integer(env, 'API_PORT', 9001),
    realtimePort,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(packageRoot, '.data', 'pglite')),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 24 * 60 * 60, 1),
    tokenRefreshWindowSeconds: integer(env, 'TOKEN_REFRESH_WINDOW_SECONDS', 14 * 24 * 60 * 60),
    maxLoginAttempts: integer(env, 'MAX_LOGIN_ATTEMPTS', 5, 1),
    portalOrigins: list(env.PORTAL_ORIGINS, DEFAULT_PORTAL_ORIGINS),
    pusher: {
      appId: env.PUSHER_APP_ID || 'portal',
      key: env.PUSHER_KEY || 'portal-key',
      secret: env.PUSHER_SECRET || 'portal-secret',
      host: env.PUSHER_HOST || '127.0.0.1',
      port: integer(env, 'PUSHER_PORT', realtimePort),
      useTLS: env.PUSHER_USE_TLS === 'true',
    },
    devRoutes: env.NODE_ENV !== 'production',
  };
}
