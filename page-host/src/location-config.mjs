// The location client's runtime config (`location` in /config.json, US region only): which
// local-service ports the page tries, and the credentials it connects with.
import { isProduction } from './production.mjs';

/** The local location service's ports (spec 1 §9); PORTAL_LOCATION_PORTS replaces them. */
export const DEFAULT_LOCATION_PORTS = [9703, 9704, 9705];
/** The location simulator's credentials, the shipped defaults of shared-utils (defaultConfig). */
const SIMULATOR_CREDENTIALS = {
  installerKey: 'portal-simulator-installer',
  license: 'portal-simulator-license',
};

function ports(env) {
  const value = env.PORTAL_LOCATION_PORTS;
  if (value === undefined) return DEFAULT_LOCATION_PORTS;
  const list = value.split(',').map((port) => Number(port.trim()));
  if (!list.length || list.some((port) => !Number.isInteger(port) || port < 1 || port > 65535)) {
    throw new Error(`PORTAL_LOCATION_PORTS must be port numbers separated by commas, not ${value}`);
  }
  return list;
}

function httpsUrl(env, name) {
  const value = env[name];
  if (value === undefined || value === '') return value;
  if (!URL.canParse(value) || !['https:', 'http:'].includes(new URL(value).protocol)) {
    throw new Error(`${name} must be an http(s) URL, not ${value}`);
  }
  return value;
}

/**
 * The `location` key of a US portal's runtime config. A production portal must name its own
 * installer key and license, never the simulator's, and the production environment.
 */
export function locationConfig(env) {
  const interval = env.PORTAL_LOCATION_IP_INTERVAL_MS;
  if (interval !== undefined && !(Number(interval) > 0)) {
    throw new Error(`PORTAL_LOCATION_IP_INTERVAL_MS must be above 0, not ${interval}`);
  }
  const config = {
    ports: ports(env),
    installerKey: env.PORTAL_LOCATION_INSTALLER_KEY,
    environmentId: env.PORTAL_LOCATION_ENVIRONMENT,
    license: env.PORTAL_LOCATION_LICENSE,
    ipServiceUrl: httpsUrl(env, 'PORTAL_LOCATION_IP_SERVICE_URL'),
    ipServiceIntervalMs: interval === undefined ? undefined : Number(interval),
    errorLogUrl: httpsUrl(env, 'PORTAL_LOCATION_ERROR_LOG_URL'),
  };
  if (isProduction(env)) {
    for (const [name, key] of [
      ['PORTAL_LOCATION_INSTALLER_KEY', 'installerKey'],
      ['PORTAL_LOCATION_LICENSE', 'license'],
    ]) {
      if (!config[key] || config[key] === SIMULATOR_CREDENTIALS[key]) {
        throw new Error(
          `Refusing to start in production: ${name} must be the location service's own`,
        );
      }
    }
    if (config.environmentId !== 'production') {
      throw new Error(
        'Refusing to start in production: PORTAL_LOCATION_ENVIRONMENT must be production',
      );
    }
  }
  return config;
}

/** The local service's origins the page's CSP must let the location client reach. */
export function locationOrigins(location) {
  if (!location) return [];
  const urls = [location.ipServiceUrl, location.errorLogUrl].filter(Boolean);
  return [
    ...location.ports.map((port) => `wss://localhost:${port}`),
    ...urls.map((url) => new URL(url).origin),
  ];
}
