// The published builds in the static store: each package's immutable builds under
// /<folder>/<version>/. Only these folders are public; anything else in the store (the local
// folder's environments/ maps, a release's history) never is.
import { fileUnder } from './file-under.mjs';

/** Folders whose build is served to the browser, each from its own path (see import-map.json). */
export const PUBLISHED_FOLDERS = [
  'root-config',
  'shared-utils',
  'mf-shell',
  'mf-auth',
  'mf-account-profile',
  'mf-payments',
  'mf-responsible-gambling',
  'mf-betting-host',
  'mf-fantasy-host',
];

/** The published file of the store folder `storeDir` at a decoded URL path, or null. */
export function storeFile(storeDir, urlPath) {
  const [, folder] = urlPath.split('/');
  return PUBLISHED_FOLDERS.includes(folder) ? fileUnder(storeDir, urlPath) : null;
}
