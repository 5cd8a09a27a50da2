import {
  INTEGRATION_PROVIDERS,
  type IntegrationName,
  type IntegrationsConfig,
} from './integrations/integration-config';

type Env = Record<string, string | undefined>;

/** The parts of AppConfig the check reads (config.ts imports this module, so not AppConfig itself). */
export interface ProductionSettings {
  pusher: { secret: string };
  integrations: IntegrationsConfig;
  devRoutes: boolean;
}

/** The Pusher secret the development defaults use: anyone can sign channel auth with it. */
export const DEFAULT_PUSHER_SECRET = 'portal-secret';

/** The development key of the location sandbox: anyone could sign a location with it. */
export const DEFAULT_LOCATION_SANDBOX_SECRET = 'portal-location-sandbox-secret';

/** `NODE_ENV=production` or `PORTAL_ENV=production`. */
export function isProduction(env: Env): boolean {
  return env.NODE_ENV === 'production' || env.PORTAL_ENV === 'production';
}

/** The default Pusher secret in production, as a problem to refuse; empty otherwise. */
export function unsafePusherSecret(env: Env, secret: string): string[] {
  return isProduction(env) && secret === DEFAULT_PUSHER_SECRET
    ? ['PUSHER_SECRET must be set (the default secret is public)']
    : [];
}

/**
 * What stops a production start: the default Pusher secret, a sandbox provider (unless
 * ALLOW_SANDBOX_PROVIDERS=1) and the /dev routes. Empty outside production.
 */
export function unsafeProductionSettings(env: Env, config: ProductionSettings): string[] {
  if (!isProduction(env)) return [];
  const problems = unsafePusherSecret(env, config.pusher.secret);
  if (env.ALLOW_SANDBOX_PROVIDERS !== '1') {
    const names = Object.keys(INTEGRATION_PROVIDERS) as IntegrationName[];
    const sandboxes = names.filter((name) => config.integrations[name].provider === 'sandbox');
    if (sandboxes.length > 0) {
      problems.push(
        `sandbox providers (${sandboxes.join(', ')}) need ALLOW_SANDBOX_PROVIDERS=1 in production`,
      );
    }
  }
  const { location, locationSandboxSecret } = config.integrations;
  if (
    location.provider === 'sandbox' &&
    locationSandboxSecret === DEFAULT_LOCATION_SANDBOX_SECRET
  ) {
    problems.push('LOCATION_SANDBOX_SECRET must be set (the default secret is public)');
  }
  if (config.devRoutes) problems.push('PORTAL_DEV_ROUTES=1 is not allowed in production');
  return problems;
}
