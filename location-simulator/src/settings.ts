/** The simulator's settings from the environment (docs/location-check.md). */
export interface SimulatorSettings {
  port: number;
  secret: string;
  license: string;
  state: string;
}

type Env = Record<string, string | undefined>;

/** The license the portal's shipped runtime config sends (shared-utils defaultConfig.location). */
export const DEFAULT_LICENSE = 'portal-simulator-license';

/**
 * The simulator is for development and tests only: a production environment (NODE_ENV or
 * PORTAL_ENV production) refuses to start it, and it needs the secret the API verifies with.
 */
export function simulatorSettings(env: Env): SimulatorSettings {
  if (env.NODE_ENV === 'production' || env.PORTAL_ENV === 'production') {
    throw new Error('The location simulator does not run in production.');
  }
  const secret = env.LOCATION_SANDBOX_SECRET;
  if (!secret) throw new Error('LOCATION_SANDBOX_SECRET is required (the API verifies with it).');
  const port = Number(env.LOCATION_SIMULATOR_PORT ?? 9703);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(
      `LOCATION_SIMULATOR_PORT must be a port number, not ${env.LOCATION_SIMULATOR_PORT}`,
    );
  }
  const state = (env.LOCATION_SIMULATOR_STATE ?? env.PORTAL_US_STATE ?? 'IA').toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) {
    throw new Error(`LOCATION_SIMULATOR_STATE must be a two-letter state code, not ${state}`);
  }
  return { port, secret, state, license: env.PORTAL_LOCATION_LICENSE ?? DEFAULT_LICENSE };
}
