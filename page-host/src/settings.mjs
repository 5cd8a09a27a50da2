// The page host's configuration, read from the environment at start (page-host/README.md lists
// every variable). A bad setting stops the host here, naming the variable.
import path from 'node:path';
import { flag } from './env-flags.mjs';
import { overridesAllowed } from './index-page.mjs';
import { environmentName, liveMapFile } from './live-map-file.mjs';
import { runtimeConfig } from './runtime-config.mjs';

/** The repository's local CDN folder, where `npm start` publishes the builds. */
const LOCAL_STORE = path.resolve(import.meta.dirname, '../../.cdn');

function portFrom(env, name, fallback) {
  const port = Number(env[name] ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number, not ${env[name]}`);
  }
  return port;
}

function millisecondsFrom(env, name, fallback) {
  const value = Number(env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a number of milliseconds, not ${env[name]}`);
  return value;
}

/** IMPORT_MAP_URL: an http(s) URL, or a file path; else the environment's live map in the store. */
function importMapLocation(env, storeDir) {
  const configured = env.IMPORT_MAP_URL;
  if (configured === undefined) return liveMapFile(storeDir, environmentName(env));
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(configured) && !/^https?:\/\//i.test(configured)) {
    throw new Error(`IMPORT_MAP_URL must be an http(s) URL or a file path, not ${configured}`);
  }
  return /^https?:\/\//i.test(configured) ? configured : path.resolve(configured);
}

/**
 * The settings of a page host started with `env`. The runtime config's checks (runtime-config.mjs,
 * location-config.mjs) refuse a production configuration with development settings.
 */
export function pageHostSettings(env) {
  const storeDir = path.resolve(env.STATIC_DIR ?? env.CDN_DIR ?? LOCAL_STORE);
  const apiPort = portFrom(env, 'API_PORT', 9001);
  const realtimePort = portFrom(env, 'REALTIME_PORT', 6001);
  return {
    port: portFrom(env, 'PORT', 9000),
    host: env.HOST,
    storeDir,
    importMap: importMapLocation(env, storeDir),
    importMapTtlMs: millisecondsFrom(env, 'IMPORT_MAP_TTL_MS', 5000),
    serveSourceMaps: flag(env.SERVE_SOURCE_MAPS) ?? false,
    runtimeConfig: runtimeConfig(env, { apiPort, realtimePort }),
    publicHost: env.PORTAL_PUBLIC_HOST,
    brandsDir: env.PORTAL_BRANDS_DIR,
    overrides: overridesAllowed(env),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
