// A local stand-in for the CDN: every publish of a package copies its build to an immutable,
// content-addressed path (.cdn/<folder>/<hash>/) and then swaps the served import map atomically.
// Earlier maps are kept in .cdn/history for rollback.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { depcache } from './depcache.mjs';
import { cdnDir, ROOT } from './workspace.mjs';

const IGNORED = new Set(['.build-stamp']);
export const liveMapFile = () => path.join(cdnDir(), 'import-map.json');
const historyDir = () => path.join(cdnDir(), 'history');

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

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The import map as committed: every module at its unversioned path "/<folder>/<file>". */
export function templateMap() {
  return readJson(path.join(ROOT, 'import-map.json'));
}

export function liveMap() {
  return fs.existsSync(liveMapFile()) ? readJson(liveMapFile()) : null;
}

function writeLiveMap(map) {
  const live = liveMapFile();
  fs.mkdirSync(historyDir(), { recursive: true });
  if (fs.existsSync(live)) {
    fs.copyFileSync(live, path.join(historyDir(), `import-map.${Date.now()}.json`));
  }
  const temp = `${live}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(map, null, 2)}\n`);
  fs.renameSync(temp, live);
}

const buildOf = (folder) => path.join(ROOT, folder, 'dist');

/** Copies a build to its content-addressed path; returns the URL prefix it is served at. */
function copyBuild(folder, dist) {
  if (!fs.existsSync(dist))
    throw new Error(`${folder} has no build: run npm run build -w ${folder}`);
  const files = listFiles(dist);
  const version = contentHash(dist, files);
  const target = path.join(cdnDir(), folder, version);
  if (!fs.existsSync(target)) {
    const temp = `${target}.tmp`;
    fs.rmSync(temp, { recursive: true, force: true });
    files.forEach((file) => {
      fs.mkdirSync(path.dirname(path.join(temp, file)), { recursive: true });
      fs.copyFileSync(path.join(dist, file), path.join(temp, file));
    });
    fs.renameSync(temp, target);
  }
  return `/${folder}/${version}/`;
}

/**
 * Publishes the given folders' builds and points their import-map entries at the new versions at
 * once, with the map's depcache recomputed for them. `distOf` says where a folder's build is (its dist/ by default).
 */
export function publish(folders, { distOf = buildOf } = {}) {
  const template = templateMap().imports;
  const live = liveMap()?.imports ?? {};
  const imports = {};
  const prefixes = Object.fromEntries(
    folders.map((folder) => [folder, copyBuild(folder, distOf(folder))]),
  );
  for (const [name, url] of Object.entries(template)) {
    const folder = url.split('/')[1];
    imports[name] = prefixes[folder]
      ? url.replace(`/${folder}/`, prefixes[folder])
      : (live[name] ?? url);
  }
  writeLiveMap({ imports, depcache: depcache(imports, cdnDir()) });
  return prefixes;
}

/** Restores the import map that was live before the last publish. */
export function rollback() {
  const history = fs.existsSync(historyDir()) ? fs.readdirSync(historyDir()).sort() : [];
  const previous = history.at(-1);
  if (!previous) throw new Error('Nothing to roll back to.');
  const temp = `${liveMapFile()}.${process.pid}.tmp`;
  fs.copyFileSync(path.join(historyDir(), previous), temp);
  fs.renameSync(temp, liveMapFile());
  fs.rmSync(path.join(historyDir(), previous));
  return previous;
}
