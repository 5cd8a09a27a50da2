// Deploy environments: each has its own live import map, history and lock in the CDN folder
// (<CDN_DIR>/environments/<name>/), while the immutable builds under <CDN_DIR>/<folder>/<hash>/ are
// shared, as one bucket behind one CDN serves every environment's map.
import path from 'node:path';
import { isProduction } from '../location-config.mjs';
import { cdnDir } from '../workspace.mjs';

export const ENVIRONMENTS = ['local', 'staging', 'production'];

/** The folder, live map, history folder and lock file of the environment `name`. */
export function environment(name) {
  if (!ENVIRONMENTS.includes(name)) {
    throw new Error(`Unknown environment "${name}": use one of ${ENVIRONMENTS.join(', ')}.`);
  }
  const dir = path.join(cdnDir(), 'environments', name);
  return {
    name,
    dir,
    mapFile: path.join(dir, 'import-map.json'),
    historyDir: path.join(dir, 'history'),
    lockFile: path.join(dir, 'import-map.lock'),
  };
}

/**
 * The environment a process serves or deploys to: PORTAL_ENVIRONMENT, else production under a
 * production configuration and local otherwise.
 */
export function environmentName(env = process.env) {
  return env.PORTAL_ENVIRONMENT || (isProduction(env) ? 'production' : 'local');
}
