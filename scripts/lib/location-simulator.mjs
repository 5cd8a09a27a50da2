// The location simulator's wiring next to a US portal's API (location-simulator/): which port it
// listens on and the secret it signs geo packets with.
import crypto from 'node:crypto';
import { isProduction } from '@portal/page-host/production.mjs';

/**
 * Whether and how the portal starts the location simulator next to the API: in the US region,
 * outside production, unless LOCATION_SIMULATOR=0. It listens on LOCATION_SIMULATOR_PORT (default
 * the first local-service port) and signs with LOCATION_SANDBOX_SECRET, a fresh random one when
 * none is given; the API is given the same secret.
 */
export function locationSimulatorPlan(env, config) {
  if (!config.location || isProduction(env) || env.LOCATION_SIMULATOR === '0') return null;
  return {
    port: Number(env.LOCATION_SIMULATOR_PORT ?? config.location.ports[0]),
    secret: env.LOCATION_SANDBOX_SECRET || crypto.randomBytes(32).toString('base64url'),
    state: config.usState,
  };
}
