// The static store a release writes to, chosen by environment variables (release/README.md): a
// folder (RELEASE_STORE_DIR), or a bucket through a module of the team's own (RELEASE_STORE_MODULE)
// whose createStore(env) returns the four methods folder-store.mjs has. A bucket's client needs an
// SDK (request signing), which this package leaves to the team that runs the bucket.
import { pathToFileURL } from 'node:url';
import { createFolderStore } from './folder-store.mjs';

const METHODS = ['has', 'put', 'get', 'list'];

/**
 * The store `env` names; `resolve` turns a path the caller gave into an absolute one (the CLI
 * resolves it against the directory npm was started in).
 */
export async function storeFromEnv(env, resolve) {
  if (env.RELEASE_STORE_MODULE) {
    const file = resolve(env.RELEASE_STORE_MODULE);
    const { createStore } = await import(pathToFileURL(file).href);
    if (typeof createStore !== 'function') {
      throw new Error(`${file} (RELEASE_STORE_MODULE) exports no createStore(env).`);
    }
    const store = await createStore(env);
    const missing = METHODS.filter((method) => typeof store?.[method] !== 'function');
    if (missing.length > 0) {
      throw new Error(`The store of ${file} (RELEASE_STORE_MODULE) has no ${missing.join(', ')}.`);
    }
    return store;
  }
  if (env.RELEASE_STORE_DIR) return createFolderStore(resolve(env.RELEASE_STORE_DIR));
  throw new Error(
    'Set RELEASE_STORE_DIR (a folder) or RELEASE_STORE_MODULE (a bucket’s store module): release/README.md.',
  );
}
