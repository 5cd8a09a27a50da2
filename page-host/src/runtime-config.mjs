// The runtime configuration the portal's root-config loads before start (GET /config.json).
// Anything not set here keeps the shipped defaults of shared-utils (spec 1 §9), so one build serves
// every region: PORTAL_REGION=US PORTAL_US_STATE=OH npm start.
import { clientAppModules, httpUrl } from './client-app-modules.mjs';
import { flag } from './env-flags.mjs';
import { locationConfig } from './location-config.mjs';

const REGIONS = new Set(['AU', 'NZ', 'US']);
const US_STATES = new Set(['IA', 'OH']);

function withoutUndefined(object) {
  return Object.fromEntries(
    Object.entries(object)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? [key, withoutUndefined(value)]
          : [key, value],
      ),
  );
}

// A bare host name or IPv4 address: the public host is configuration, never the request's Host header.
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

function hostFrom(env, name, fallback) {
  const host = env[name] ?? fallback;
  if (!HOST_NAME.test(host)) throw new Error(`${name} must be a host name, not ${host}`);
  return host;
}

function apiBaseUrl(env, host, apiPort) {
  return httpUrl(env, 'PORTAL_API_URL') ?? `http://${host}:${apiPort}`;
}

/**
 * Where pages report their front-end errors: PORTAL_ERROR_REPORT_URL (an operator's collector, or
 * empty for none), else the API's own collector.
 */
function errorReportUrl(env, api) {
  if (env.PORTAL_ERROR_REPORT_URL === '') return '';
  return httpUrl(env, 'PORTAL_ERROR_REPORT_URL') ?? `${api}/client-errors`;
}

/** PORTAL_REALTIME_PORT, else the realtime server's own port. */
function realtimeBrowserPort(env, realtimePort) {
  const port = Number(env.PORTAL_REALTIME_PORT ?? realtimePort);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORTAL_REALTIME_PORT must be a port number, not ${env.PORTAL_REALTIME_PORT}`);
  }
  return port;
}

/**
 * The portal's runtime config from the environment and the ports the API and realtime server listen
 * on. Nothing in it comes from the request, so a forged Host header cannot point players elsewhere.
 */
export function runtimeConfig(env, { apiPort, realtimePort }) {
  const region = (env.PORTAL_REGION ?? 'AU').toUpperCase();
  if (!REGIONS.has(region)) throw new Error(`PORTAL_REGION must be AU, NZ or US, not ${region}`);
  const usState = (env.PORTAL_US_STATE ?? 'IA').toUpperCase();
  if (!US_STATES.has(usState)) throw new Error(`PORTAL_US_STATE must be IA or OH, not ${usState}`);
  const timeout = env.PORTAL_INACTIVITY_TIMEOUT_MS;
  const host = hostFrom(env, 'PORTAL_PUBLIC_HOST', 'localhost');
  const api = apiBaseUrl(env, host, apiPort);
  return withoutUndefined({
    region,
    usState,
    language: region === 'US' ? 'enUS' : 'enAU',
    apiBaseUrl: api,
    errorReportUrl: errorReportUrl(env, api),
    // Where browsers reach the realtime service: our server, or Pusher Channels / any
    // Pusher-compatible service over TLS (PORTAL_REALTIME_TLS=1, usually port 443).
    realtime: {
      key: env.PUSHER_KEY,
      host: hostFrom(env, 'PORTAL_REALTIME_HOST', host),
      port: realtimeBrowserPort(env, realtimePort),
      forceTLS: flag(env.PORTAL_REALTIME_TLS),
    },
    inactivityTimeoutMs: timeout === undefined ? undefined : Number(timeout),
    devtools: flag(env.PORTAL_DEVTOOLS),
    recaptcha: { siteKey: env.PORTAL_RECAPTCHA_SITE_KEY ?? '' },
    features: {
      singleBrand: flag(env.PORTAL_SINGLE_BRAND),
      fantasy: flag(env.PORTAL_FANTASY),
      defaultFantasy: flag(env.PORTAL_DEFAULT_FANTASY),
      landingExact: flag(env.PORTAL_LANDING_EXACT),
    },
    // The separately hosted client apps' modules (PORTAL_BETTING_APP_URL, PORTAL_FANTASY_APP_URL).
    clientAppModules: clientAppModules(env),
    // The Cash In-store map's tile server (a URL template with {z}, {x}, {y}, and {s} for its
    // subdomains) and the credit it requires; without one the map draws its markers on a plain
    // background.
    maps: {
      tileUrl: env.PORTAL_MAP_TILE_URL,
      tileAttribution: env.PORTAL_MAP_TILE_ATTRIBUTION,
    },
    // The location check runs only in the US withdraw flow.
    location: region === 'US' ? locationConfig(env) : undefined,
  });
}
