// The local CDN folder that `npm start`, the browser tests and the benchmark serve: every package's
// build copied to an immutable, content-addressed path (<CDN_DIR>/<folder>/<version>/), and an
// environment's import map pointing at those paths with each module's integrity and depcache.
// This is development glue: teams release through @portal/release and import-map-deployer
// (release/README.md), whose build manifest gives the version, integrity and depcache used here.
// A publish replaces the map with a rename, so a reader never sees half of it; it is meant for the
// whole portal at once, the last publish winning.
import fs from 'node:fs';
import path from 'node:path';
import { readBuild } from '@portal/release/build-manifest.mjs';
import { modulesOf, distOf, templateMap } from '@portal/release/repository.mjs';
import { environmentName, liveMapFile as mapFileIn } from '@portal/page-host/live-map-file.mjs';
import { cdnDir } from './workspace.mjs';

export const liveMapFile = (name = environmentName()) => mapFileIn(cdnDir(), name);

export function liveMap(name = environmentName()) {
  const file = liveMapFile(name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

const folderOf = (url) => url.split('/')[1];
/** The version (content hash) of `folder` a map points at, or null. */
export const versionIn = (map, folder) =>
  Object.values(map?.imports ?? {})
    .find((url) => folderOf(url) === folder)
    ?.split('/')[2] ?? null;

/** Copies a build to its content-addressed folder, never touching an existing one. */
function copyBuild(folder, dist) {
  const build = readBuild(dist);
  const target = path.join(cdnDir(), folder, build.version);
  if (!fs.existsSync(target)) {
    const temp = `${target}.${process.pid}.tmp`;
    fs.rmSync(temp, { recursive: true, force: true });
    for (const file of build.files) {
      fs.mkdirSync(path.dirname(path.join(temp, file)), { recursive: true });
      fs.copyFileSync(path.join(dist, file), path.join(temp, file));
    }
    try {
      fs.renameSync(temp, target);
    } catch (error) {
      // Another publish copied the same content first: the folder it made is identical.
      fs.rmSync(temp, { recursive: true, force: true });
      if (!fs.existsSync(target)) throw error;
    }
  }
  return { folder, ...build };
}

/** The map entries of a copied build: its modules' URLs, each with its integrity and depcache. */
function entriesOf({ folder, version, files, manifest }) {
  const entries = { imports: {}, integrity: {}, depcache: {} };
  for (const [specifier, file] of modulesOf(folder)) {
    if (!files.includes(file)) throw new Error(`${file} is not in the build of ${folder}.`);
    const url = `/${folder}/${version}/${file}`;
    entries.imports[specifier] = url;
    entries.integrity[url] = manifest.files[file];
    if (manifest.depcache[file]) entries.depcache[url] = manifest.depcache[file];
  }
  return entries;
}

/** The refusal to publish packages alone into an environment where `folders` were never published. */
function notPublishedYet(envName, folders) {
  return new Error(
    `The ${envName} environment has no live ${folders.join(', ')} yet: publish every package ` +
      `once first (npm start does it for local).`,
  );
}

/** `live` with `entries` swapped in, in the committed map's order, keeping only what it names. */
function withEntries(live, entries, envName) {
  const imports = {};
  const missing = new Set();
  for (const [specifier, templateUrl] of Object.entries(templateMap().imports)) {
    const url = entries.imports[specifier] ?? live?.imports[specifier];
    if (url) imports[specifier] = url;
    else missing.add(folderOf(templateUrl));
  }
  if (missing.size) throw notPublishedYet(envName, [...missing]);
  const pick = (known) =>
    Object.fromEntries(
      [...new Set(Object.values(imports))]
        .filter((url) => known[url])
        .map((url) => [url, known[url]]),
    );
  return {
    imports,
    integrity: pick({ ...live?.integrity, ...entries.integrity }),
    depcache: pick({ ...live?.depcache, ...entries.depcache }),
  };
}

/**
 * Copies the given folders' builds into the CDN folder and points the environment's map at them.
 * `distOf` says where a folder's build is (its dist/ by default). Resolves to the environment, each
 * folder's change (`{ folder, version, from, files }`) and the new map.
 */
export async function publish(folders, { distOf: buildOf = distOf, env = environmentName() } = {}) {
  const builds = folders.map((folder) => copyBuild(folder, buildOf(folder)));
  const file = liveMapFile(env);
  const live = liveMap(env);
  const entries = builds.map(entriesOf).reduce(
    (all, one) => ({
      imports: { ...all.imports, ...one.imports },
      integrity: { ...all.integrity, ...one.integrity },
      depcache: { ...all.depcache, ...one.depcache },
    }),
    { imports: {}, integrity: {}, depcache: {} },
  );
  const map = withEntries(live, entries, env);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(map, null, 2)}\n`);
  fs.renameSync(temp, file);
  const changes = builds.map(({ folder, version, files }) => ({
    folder,
    version,
    from: versionIn(live, folder),
    files: files.length,
  }));
  return { environment: env, changes, map };
}
