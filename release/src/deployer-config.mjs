// import-map-deployer's configuration: one import map per environment, each a file in the state
// folder; only URLs of the static store's origins may enter a map; basic auth from the environment.
import fs from 'node:fs';
import path from 'node:path';
import { checkedEnvironment, ENVIRONMENTS } from './environments.mjs';

const CONFIG_FILE = 'deployer-config.json';

/**
 * The deployer's settings from environment variables (release/README.md): its port, state folder,
 * environments, safe list and credentials. A deployer serving any environment besides local
 * refuses to start without a password.
 */
export function deployerSettings(env = process.env) {
  const environments = (env.RELEASE_ENVIRONMENTS ?? ENVIRONMENTS.join(','))
    .split(',')
    .map((name) => checkedEnvironment(name.trim()));
  const urlSafeList = (env.RELEASE_URL_SAFE_LIST ?? env.RELEASE_STORE_ORIGIN ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => (origin.endsWith('/') ? origin : `${origin}/`));
  if (urlSafeList.length === 0) {
    throw new Error(
      'Set RELEASE_STORE_ORIGIN (or RELEASE_URL_SAFE_LIST): the origins a map may name.',
    );
  }
  const password = env.RELEASE_DEPLOYER_PASSWORD || undefined;
  if (!password && environments.some((name) => name !== 'local')) {
    throw new Error(
      `Set RELEASE_DEPLOYER_PASSWORD: a deployer serving ${environments.join(', ')} needs basic auth (only a local-only deployer runs without).`,
    );
  }
  return {
    port: Number(env.RELEASE_DEPLOYER_PORT ?? 5000),
    stateDir: path.resolve(env.RELEASE_STATE_DIR ?? '.release-state'),
    environments,
    urlSafeList,
    username: password ? (env.RELEASE_DEPLOYER_USERNAME ?? 'release') : undefined,
    password,
  };
}

/** import-map-deployer's config for `settings`: the credentials stay out of it (passed by env). */
export function deployerConfig({ port, stateDir, environments, urlSafeList }) {
  return {
    port,
    manifestFormat: 'importmap',
    packagesViaTrailingSlashes: false,
    urlSafeList,
    locations: Object.fromEntries(
      environments.map((name) => [name, path.join(stateDir, `import-map-${name}.json`)]),
    ),
  };
}

/** Writes the config into the state folder; returns the file's name there. */
export function writeDeployerConfig(settings) {
  fs.mkdirSync(settings.stateDir, { recursive: true });
  const config = `${JSON.stringify(deployerConfig(settings), null, 2)}\n`;
  fs.writeFileSync(path.join(settings.stateDir, CONFIG_FILE), config);
  return CONFIG_FILE;
}
