import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PUBLISHED_FOLDERS } from '@portal/page-host/published-folders.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The local CDN folder: CDN_DIR, read when asked so a script can set it first (default .cdn). */
export function cdnDir() {
  return process.env.CDN_DIR ? path.resolve(process.env.CDN_DIR) : path.join(ROOT, '.cdn');
}

/** Folders whose build is served to the browser, each from its own path (see import-map.json). */
export const FRONTEND_FOLDERS = PUBLISHED_FOLDERS;

/**
 * The demo client apps: served from an origin of their own (scripts/lib/client-apps.mjs), reached
 * through the runtime config, never through the portal's CDN or import map.
 */
export const CLIENT_APP_FOLDERS = ['demo-client-apps'];

export const SERVER_FOLDERS = ['portal-api', 'location-simulator'];

/** Every workspace with unit tests, in dependency order. */
export const TESTED_FOLDERS = [
  'shared-utils',
  ...FRONTEND_FOLDERS.filter((f) => f !== 'shared-utils'),
  ...CLIENT_APP_FOLDERS,
  'brands',
  'contract',
  'page-host',
  'release',
  'portal-api',
];
