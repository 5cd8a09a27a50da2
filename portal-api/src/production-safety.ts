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
  metricsToken: string | null;
}

/** The Pusher secret the development defaults use: anyone can sign channel auth with it. */
export const DEFAULT_PUSHER_SECRET = 'portal-secret';

/** The development key of the location sandbox: anyone could sign a location with it. */
export const DEFAULT_LOCATION_SANDBOX_SECRET = 'portal-location-sandbox-secret';

const PRODUCTION = /^\s*production\s*$/i;

/**
 * `NODE_ENV` or `PORTAL_ENV` is production, however it is written ("Production", " PRODUCTION").
 * A staging environment (PORTAL_ENV=staging) runs the sandboxes; production never does.
 */
export function isProduction(env: Env): boolean {
  return PRODUCTION.test(env.NODE_ENV ?? '') || PRODUCTION.test(env.PORTAL_ENV ?? '');
}

/** The default Pusher secret in production, as a problem to refuse; empty otherwise. */
export function unsafePusherSecret(env: Env, secret: string): string[] {
  return isProduction(env) && secret === DEFAULT_PUSHER_SECRET
    ? ['PUSHER_SECRET must be set (the default secret is public)']
    : [];
}

/** Metrics without a token in production (they name routes, volumes and faults), as a problem. */
export function openMetrics(env: Env, metricsToken: string | null): string[] {
  return isProduction(env) && metricsToken === null
    ? ['METRICS_TOKEN must be set (GET /metrics is not public in production)']
    : [];
}

/**
 * What stops a production start: the default Pusher secret, any sandbox provider (there is no flag
 * to allow one: a sandbox lets a player verify themselves or credit money, so it runs in staging
 * only), the /dev routes, open metrics and e-mail over SMTP without TLS. Empty outside production.
 */
export function unsafeProductionSettings(env: Env, config: ProductionSettings): string[] {
  if (!isProduction(env)) return [];
  const problems = unsafePusherSecret(env, config.pusher.secret);
  const names = Object.keys(INTEGRATION_PROVIDERS) as IntegrationName[];
  const sandboxes = names.filter((name) => config.integrations[name].provider === 'sandbox');
  if (sandboxes.length > 0) {
    problems.push(
      `sandbox providers (${sandboxes.join(', ')}) never run in production; use PORTAL_ENV=staging`,
    );
  }
  if (config.devRoutes) problems.push('PORTAL_DEV_ROUTES=1 is not allowed in production');
  problems.push(...openMetrics(env, config.metricsToken));
  if (config.integrations.smtp?.tls === 'off') {
    problems.push(
      'SMTP_TLS=off is not allowed in production (mail and its password in plain text)',
    );
  }
  return problems;
}

/**
 * Whether the sandbox of `name` runs here and serves its routes: only when configured, and never in
 * production (where loadConfig already refuses it; this keeps any other path to an app from
 * serving one).
 */
export function runsSandbox(
  config: { production: boolean; integrations: IntegrationsConfig },
  name: IntegrationName,
): boolean {
  return !config.production && config.integrations[name].provider === 'sandbox';
}
