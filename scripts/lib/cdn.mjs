// The local stand-in for a CDN with an import-map deployer. Publishing a package copies its build
// to an immutable, content-addressed path (<CDN_DIR>/<folder>/<hash>/); the environment's import
// map then points at it, with each script's integrity, once the new URLs answer with those bytes.
// Map changes hold the environment's lock, so concurrent deploys of different packages both land,
// and every map is kept in the environment's history, which rollback and roll-forward read.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { publishedFile } from './cdn-files.mjs';
import { depcache } from './depcache.mjs';
import { environmentName } from '@portal/page-host/live-map-file.mjs';
import { environment } from './deploy/environments.mjs';
import { deployedVersions, mapWith, record } from './deploy/history.mjs';
import { integrityOf } from './deploy/integrity.mjs';
import { withLock } from './deploy/map-lock.mjs';
import { verifyPublished } from './deploy/verify.mjs';
import { cdnDir, ROOT } from './workspace.mjs';

const IGNORED = new Set(['.build-stamp']);

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The import map as committed: every module at its unversioned path "/<folder>/<file>". */
export function templateMap() {
  return readJson(path.join(ROOT, 'import-map.json'));
}

export const liveMapFile = (name = environmentName()) => environment(name).mapFile;

export function liveMap(name = environmentName()) {
  const file = liveMapFile(name);
  return fs.existsSync(file) ? readJson(file) : null;
}

const folderOf = (url) => url.split('/')[1];
/** The version (content hash) of `folder` a map points at, or null. */
export const versionIn = (map, folder) =>
  Object.values(map?.imports ?? {})
    .find((url) => folderOf(url) === folder)
    ?.split('/')[2] ?? null;

function listFiles(dir, base = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full, base);
      return IGNORED.has(entry.name) ? [] : [path.relative(base, full)];
    })
    .sort();
}

function contentHash(dir, files) {
  const hash = crypto.createHash('sha256');
  files.forEach((file) => hash.update(file).update(fs.readFileSync(path.join(dir, file))));
  return hash.digest('hex').slice(0, 12);
}

const buildOf = (folder) => path.join(ROOT, folder, 'dist');

/** Copies a build to its content-addressed folder, never touching an existing one; returns the version. */
function copyBuild(folder, dist) {
  if (!fs.existsSync(dist)) {
    throw new Error(`${folder} has no build: run npm run build -w ${folder}`);
  }
  const files = listFiles(dist);
  const version = contentHash(dist, files);
  const target = path.join(cdnDir(), folder, version);
  if (!fs.existsSync(target)) {
    const temp = `${target}.${process.pid}.tmp`;
    fs.rmSync(temp, { recursive: true, force: true });
    files.forEach((file) => {
      fs.mkdirSync(path.dirname(path.join(temp, file)), { recursive: true });
      fs.copyFileSync(path.join(dist, file), path.join(temp, file));
    });
    try {
      fs.renameSync(temp, target);
    } catch (error) {
      // Another deploy published the same content first: the folder it made is identical.
      fs.rmSync(temp, { recursive: true, force: true });
      if (!fs.existsSync(target)) throw error;
    }
  }
  return { folder, version, files: files.length };
}

/** The import-map entries of `folder` at a published `version`, with each script's integrity. */
function publishedEntries(folder, version) {
  const imports = {};
  const integrity = {};
  for (const [name, url] of Object.entries(templateMap().imports)) {
    if (folderOf(url) !== folder) continue;
    const published = url.replace(`/${folder}/`, `/${folder}/${version}/`);
    const file = publishedFile(published);
    if (!file) throw new Error(`${published} is not in the build of ${folder}.`);
    imports[name] = published;
    integrity[published] = integrityOf(fs.readFileSync(file));
  }
  return { imports, integrity };
}

/** The entries of `folder` in an earlier `map`, with their integrity. */
function entriesIn(map, folder) {
  const imports = Object.fromEntries(
    Object.entries(map.imports).filter(([, url]) => folderOf(url) === folder),
  );
  const integrity = Object.fromEntries(
    Object.values(imports).map((url) => [url, map.integrity?.[url]]),
  );
  return { imports, integrity };
}

/** The refusal to deploy packages alone into an environment where `folders` were never published. */
export function notPublishedYet(envName, folders) {
  return new Error(
    `The ${envName} environment has no live ${folders.join(', ')} yet: publish every package ` +
      `once first (npm run deploy:all -- --env ${envName}; npm start does it for local).`,
  );
}

/** `live` with `entries` swapped in, in the template's order, and its integrity and depcache redone. */
function withEntries(live, entries, envName) {
  const imports = {};
  const missing = new Set();
  for (const [name, templateUrl] of Object.entries(templateMap().imports)) {
    const url = entries.imports[name] ?? live?.imports[name];
    if (url) imports[name] = url;
    else missing.add(folderOf(templateUrl));
  }
  if (missing.size) throw notPublishedYet(envName, [...missing]);
  const known = { ...live?.integrity, ...entries.integrity };
  const integrity = Object.fromEntries(
    [...new Set(Object.values(imports))]
      .filter((url) => known[url])
      .map((url) => [url, known[url]]),
  );
  return { imports, integrity, depcache: depcache(imports, cdnDir()) };
}

function writeLiveMap(env, map) {
  const temp = `${env.mapFile}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(map, null, 2)}\n`);
  fs.renameSync(temp, env.mapFile);
}

/**
 * Changes an environment's map under its lock: `plan(live)` names the entries to swap in and the
 * changes to record; their URLs are checked at `origin` before the map points at them.
 */
async function changeMap(envName, action, plan, { origin } = {}) {
  const env = environment(envName);
  fs.mkdirSync(env.dir, { recursive: true });
  return withLock(env.lockFile, action, async () => {
    const live = fs.existsSync(env.mapFile) ? readJson(env.mapFile) : null;
    const { entries, changes } = plan(live, env);
    if (live && changes.every((change) => change.from === change.version)) {
      return { environment: env.name, seq: null, changes, checked: [], map: live };
    }
    const map = withEntries(live, entries, env.name);
    const checked = await verifyPublished(
      [...new Set(Object.values(entries.imports))].map((url) => ({
        url,
        integrity: entries.integrity[url],
      })),
      { origin },
    );
    const seq = record(env, { action, changes, map });
    writeLiveMap(env, map);
    return { environment: env.name, seq, changes, checked, map };
  });
}

/**
 * Publishes the given folders' builds and points the environment's map at them at once.
 * `distOf` says where a folder's build is (its dist/ by default); `origin` is the CDN the new URLs
 * are checked at (default: the local CDN folder, served for the check).
 */
export function publish(folders, { distOf = buildOf, env = environmentName(), origin } = {}) {
  const builds = folders.map((folder) => copyBuild(folder, distOf(folder)));
  return changeMap(
    env,
    'deploy',
    (live) => ({
      entries: builds.reduce(
        (all, { folder, version }) => {
          const entries = publishedEntries(folder, version);
          return {
            imports: { ...all.imports, ...entries.imports },
            integrity: { ...all.integrity, ...entries.integrity },
          };
        },
        { imports: {}, integrity: {} },
      ),
      changes: builds.map(({ folder, version, files }) => ({
        folder,
        version,
        from: versionIn(live, folder),
        files,
      })),
    }),
    { origin },
  );
}

/**
 * Points the environment's map for `folder` alone at another version it had: the one deployed
 * before the live one (`direction` "back"), after it ("forward"), or `to`.
 */
export function switchVersion(folder, { direction, to, env = environmentName(), origin } = {}) {
  const action = direction === 'forward' ? 'rollforward' : 'rollback';
  return changeMap(
    env,
    action,
    (live, environmentInfo) => {
      const current = versionIn(live, folder);
      if (!current) throw new Error(`${folder} is not in the ${env} import map.`);
      const versions = deployedVersions(environmentInfo, folder);
      const index = versions.indexOf(current);
      const target = to ?? versions[direction === 'forward' ? index + 1 : index - 1];
      if (!target) {
        const which = direction === 'forward' ? 'later' : 'earlier';
        throw new Error(`${folder} has no ${which} version in the ${env} history than ${current}.`);
      }
      if (target === current) throw new Error(`${folder} is already at ${target} in ${env}.`);
      const source = mapWith(environmentInfo, folder, target);
      if (!source) throw new Error(`${folder} was never at ${target} in the ${env} history.`);
      return {
        entries: entriesIn(source, folder),
        changes: [{ folder, version: target, from: current }],
      };
    },
    { origin },
  );
}
