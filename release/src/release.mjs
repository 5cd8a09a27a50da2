// A team's release of one package (its folder, e.g. mf-payments) to an environment:
//   deploy      upload its build to <store>/<folder>/<version>/ (never rewriting a path), check it
//               answers at the store's public origin with the manifest's SHA-384, then point the
//               package's imports at it through import-map-deployer;
//   rollback    point them at the version deployed before the live one, rollforward after it
//               (or either at a version named with `to`);
//   history     the versions deployed, the live one marked, and every move.
// Every move is recorded (history.mjs); nothing changes in the map when a check fails.
import fs from 'node:fs';
import path from 'node:path';
import { readBuild } from './build-manifest.mjs';
import { buildKey, MANIFEST } from './content-address.mjs';
import { checkedEnvironment } from './environments.mjs';
import { deployedVersions, historyOf, record } from './history.mjs';
import { modulesOf } from './repository.mjs';
import { verifyBuild } from './verify.mjs';

const withSlash = (url) => (url.endsWith('/') ? url : `${url}/`);

/**
 * Releases through `deployer` (deployerClient()) into `store` (e.g. createFolderStore()) whose
 * files answer at `origin`; `by` names who releases in the history.
 */
export function createRelease({ store, origin, deployer, by }) {
  const base = withSlash(origin);
  const urlOf = (key) => `${base}${key}`;

  /** The specifiers the committed import map (import-map.json) gives `folder`, with their files in its build. */
  function filesOf(folder) {
    const files = modulesOf(folder);
    if (files.length === 0) throw new Error(`${folder} has no module in import-map.json.`);
    return files;
  }

  const importsOf = (folder, version) =>
    Object.fromEntries(
      filesOf(folder).map(([specifier, file]) => [
        specifier,
        urlOf(buildKey(folder, version, file)),
      ]),
    );

  /** The version of `folder` the map points at, or null. */
  function versionIn(map, folder) {
    const prefix = urlOf(`${folder}/`);
    const url = Object.values(map.imports ?? {}).find((candidate) => candidate.startsWith(prefix));
    return url ? url.slice(prefix.length).split('/')[0] : null;
  }

  async function putOnce(key, bytes) {
    try {
      await store.put(key, bytes);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error; // another release uploaded the same content
    }
  }

  /** Uploads the build unless the store has it (its manifest is written last); returns the files written. */
  async function upload(folder, build, readFile) {
    if (await store.has(buildKey(folder, build.version, MANIFEST))) return 0;
    let written = 0;
    for (const file of build.files) {
      const key = buildKey(folder, build.version, file);
      if (await store.has(key)) continue;
      await putOnce(key, readFile(file));
      written += 1;
    }
    await putOnce(
      buildKey(folder, build.version, MANIFEST),
      `${JSON.stringify(build.manifest, null, 2)}\n`,
    );
    return written;
  }

  /**
   * Checks the build (against `expected`, the manifest computed from its files, when deploying),
   * points the map at it and records the move.
   */
  async function move(env, live, { action, folder, from, to, imports, expected = undefined }) {
    const { checked } = await verifyBuild(urlOf(buildKey(folder, to)), expected);
    await deployer.patchImports(env, imports);
    const previous = Object.fromEntries(
      Object.keys(imports).map((specifier) => [specifier, live.imports?.[specifier] ?? null]),
    );
    const entry = await record(store, env, { action, by, folder, from, to, previous, imports });
    return { env, action, folder, from, to, imports, checked, seq: entry.seq };
  }

  return {
    /** Deploys the build in `dist` of `folder` to `env`. */
    async deploy(folder, dist, env) {
      checkedEnvironment(env);
      const build = readBuild(dist);
      const imports = importsOf(folder, build.version);
      const missing = filesOf(folder).filter(([, file]) => !build.files.includes(file));
      if (missing.length > 0) {
        throw new Error(
          `${dist} has no ${missing.map(([, file]) => file).join(', ')}: is it the build of ${folder}?`,
        );
      }
      const live = await deployer.map(env);
      const from = versionIn(live, folder);
      const uploaded = await upload(folder, build, (file) =>
        fs.readFileSync(path.join(dist, file)),
      );
      if (from === build.version) {
        return { env, action: 'deploy', folder, from, to: from, uploaded, unchanged: true };
      }
      const moved = await move(env, live, {
        action: 'deploy',
        folder,
        from,
        to: build.version,
        imports,
        expected: build.manifest,
      });
      return { ...moved, uploaded };
    },

    /**
     * Points `folder` in `env` at the version deployed before (`direction` "back") or after
     * ("forward") the live one, or at `to`, any version deployed to `env` before.
     */
    async switchVersion(folder, env, direction, to = undefined) {
      checkedEnvironment(env);
      const action = direction === 'forward' ? 'rollforward' : 'rollback';
      const live = await deployer.map(env);
      const current = versionIn(live, folder);
      if (!current) throw new Error(`${folder} is not in the ${env} import map.`);
      const records = await historyOf(store, env);
      const versions = deployedVersions(records, folder);
      if (!versions.includes(current)) {
        throw new Error(
          `${folder} ${current} is live in ${env} but was not deployed by a release.`,
        );
      }
      if (to === current) throw new Error(`${folder} is already at ${to} in ${env}.`);
      if (to && !versions.includes(to)) {
        throw new Error(`${folder} was never deployed to ${env} at ${to}.`);
      }
      const target = to ?? versions[versions.indexOf(current) + (direction === 'forward' ? 1 : -1)];
      if (!target) {
        const which = direction === 'forward' ? 'later' : 'earlier';
        throw new Error(`${folder} has no ${which} version in the ${env} history than ${current}.`);
      }
      const { imports } = records.findLast(
        (entry) => entry.folder === folder && entry.to === target,
      );
      return move(env, live, { action, folder, from: current, to: target, imports });
    },

    /** The versions of `folder` deployed to `env` (`live` marks the map's) and every move of it. */
    async history(folder, env) {
      checkedEnvironment(env);
      const live = versionIn(await deployer.map(env), folder);
      const records = (await historyOf(store, env)).filter((entry) => entry.folder === folder);
      const versions = deployedVersions(records, folder).map((version) => ({
        version,
        live: version === live,
      }));
      return { env, folder, live, versions, moves: records };
    },
  };
}
