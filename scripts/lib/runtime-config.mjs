// The runtime configuration the portal's root-config loads before start (GET /config.json).
// Anything not set here keeps the shipped defaults of shared-utils (spec 1 §9), so one build serves
// every region: PORTAL_REGION=US PORTAL_US_STATE=OH npm start.
const REGIONS = new Set(['AU', 'NZ', 'US']);
const US_STATES = new Set(['IA', 'OH']);

function flag(value) {
  return value === undefined ? undefined : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

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

export function runtimeConfig(env, { hostname, apiPort, realtimePort }) {
  const region = (env.PORTAL_REGION ?? 'AU').toUpperCase();
  if (!REGIONS.has(region)) throw new Error(`PORTAL_REGION must be AU, NZ or US, not ${region}`);
  const usState = (env.PORTAL_US_STATE ?? 'IA').toUpperCase();
  if (!US_STATES.has(usState)) throw new Error(`PORTAL_US_STATE must be IA or OH, not ${usState}`);
  const timeout = env.PORTAL_INACTIVITY_TIMEOUT_MS;
  return withoutUndefined({
    region,
    usState,
    language: region === 'US' ? 'enUS' : 'enAU',
    apiBaseUrl: env.PORTAL_API_URL ?? `http://${hostname}:${apiPort}`,
    realtime: {
      key: env.PUSHER_KEY,
      host: env.PORTAL_REALTIME_HOST ?? hostname,
      port: Number(realtimePort),
    },
    inactivityTimeoutMs: timeout === undefined ? undefined : Number(timeout),
    devtools: flag(env.PORTAL_DEVTOOLS),
    features: {
      fantasy: flag(env.PORTAL_FANTASY),
      defaultFantasy: flag(env.PORTAL_DEFAULT_FANTASY),
      landingExact: flag(env.PORTAL_LANDING_EXACT),
    },
  });
}
