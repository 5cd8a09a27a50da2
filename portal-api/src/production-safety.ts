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
  walletPlatformKeys: Readonly<Record<number, string>>;
}

/** The Pusher secret the development defaults use: anyone can sign channel auth with it. */
export const DEFAULT_PUSHER_SECRET = 'portal-secret';

/** The development key of the location sandbox: anyone could sign a location with it. */
export const DEFAULT_LOCATION_SANDBOX_SECRET = 'portal-location-sandbox-secret';

/** The development keys of the wallet call's platforms, by client app id: public, so never production's. */
export const DEFAULT_WALLET_PLATFORM_KEYS: Readonly<Record<number, string>> = {
  1: 'portal-wallet-betting-key',
  2: 'portal-wallet-fantasy-key',
};

/** A platform key shorter than this is guessable: production refuses it. */
const MIN_WALLET_PLATFORM_KEY_LENGTH = 32;

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

/** A development or short platform key in production, as a problem to refuse. */
function unsafeWalletPlatformKeys(keys: Readonly<Record<number, string>>): string[] {
  const defaults = Object.values(DEFAULT_WALLET_PLATFORM_KEYS);
  const values = Object.values(keys);
  if (values.length === 0 || values.some((key) => defaults.includes(key))) {
    return ['WALLET_PLATFORM_KEYS must be set (the development keys are public)'];
  }
  return values.some((key) => key.length < MIN_WALLET_PLATFORM_KEY_LENGTH)
    ? [
        `WALLET_PLATFORM_KEYS: each key must be at least ${MIN_WALLET_PLATFORM_KEY_LENGTH} characters`,
      ]
    : [];
}

/**
 * What stops a production start: the default Pusher secret, any sandbox provider (there is no flag
 * to allow one: a sandbox lets a player verify themselves or credit money, so it runs in staging
 * only), the /dev routes, open metrics, e-mail over SMTP without TLS and the development (or short) wallet
 * platform keys. Empty outside production.
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
  problems.push(...unsafeWalletPlatformKeys(config.walletPlatformKeys));
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
