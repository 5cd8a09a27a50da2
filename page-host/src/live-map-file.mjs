// Where the deployer keeps each environment's live import map in the static store
// (<store>/environments/<name>/import-map.json), and which environment a process serves.
import path from 'node:path';
import { isProduction } from './production.mjs';

const ENVIRONMENTS = ['local', 'staging', 'production'];

/** The folder of the environment `name` in the store `storeDir`. */
export function environmentDir(storeDir, name) {
  if (!ENVIRONMENTS.includes(name)) {
    throw new Error(`Unknown environment "${name}": use one of ${ENVIRONMENTS.join(', ')}.`);
  }
  return path.join(storeDir, 'environments', name);
}

/** The live import map file of the environment `name`. */
export const liveMapFile = (storeDir, name) =>
  path.join(environmentDir(storeDir, name), 'import-map.json');

/**
 * The environment a process serves or deploys to: PORTAL_ENVIRONMENT, else production under a
 * production configuration and local otherwise.
 */
export function environmentName(env = process.env) {
  return env.PORTAL_ENVIRONMENT || (isProduction(env) ? 'production' : 'local');
}
