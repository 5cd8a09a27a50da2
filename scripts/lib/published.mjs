// The previous published build of every micro-frontend, kept as a fixture (e2e/fixtures/published),
// and the compat CDN folder that serves those builds with today's root-config and shared-utils.
import fs from 'node:fs';
import path from 'node:path';
import { liveMap, publish } from './cdn.mjs';
import { cdnDir, FRONTEND_FOLDERS, ROOT } from './workspace.mjs';

export const MICRO_FRONTENDS = FRONTEND_FOLDERS.filter((folder) => folder.startsWith('mf-'));
export const FIXTURE_DIR = path.join(ROOT, 'e2e/fixtures/published');

/**
 * The build each folder has in the live import map of the CDN folder (CDN_DIR): the import-map
 * name and URL path of its first entry, its content hash and the folder holding its files.
 */
export function liveBuilds() {
  const map = liveMap();
  if (!map) throw new Error(`No live import map in ${cdnDir()}: publish the builds first.`);
  const builds = {};
  for (const [name, url] of Object.entries(map.imports)) {
    const [, folder, hash] = url.split('/');
    builds[folder] ??= { name, url, hash, dir: path.join(cdnDir(), folder, hash) };
  }
  return builds;
}

/**
 * Copies the live build of every micro-frontend in the CDN folder (CDN_DIR), source maps left out,
 * to `target/<folder>/`, replacing what was there, and writes `target/manifest.json`.
 */
export function capturePublished(target, { commit, date = new Date() }) {
  const builds = liveBuilds();
  const manifest = {};
  for (const folder of MICRO_FRONTENDS) {
    const build = builds[folder];
    if (!build) throw new Error(`${folder} is not in the live import map of ${cdnDir()}.`);
    fs.rmSync(path.join(target, folder), { recursive: true, force: true });
    fs.cpSync(build.dir, path.join(target, folder), {
      recursive: true,
      filter: (source) => !source.endsWith('.map'),
    });
    const capturedAt = date.toISOString();
    manifest[folder] = { name: build.name, url: build.url, hash: build.hash, capturedAt, commit };
  }
  fs.writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Publishes to the CDN folder (CDN_DIR) the fixture's build of every micro-frontend and, for
 * root-config and shared-utils, the builds in `today` (liveBuilds() of today's CDN folder).
 */
export function publishCompat(today, fixture = FIXTURE_DIR) {
  const distOf = (folder) =>
    MICRO_FRONTENDS.includes(folder) ? path.join(fixture, folder) : today[folder].dir;
  return publish(FRONTEND_FOLDERS, { distOf });
}
