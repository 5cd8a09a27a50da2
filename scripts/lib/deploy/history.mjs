// Every import map an environment has had, oldest first, each with what changed it. Nothing is
// removed: a rollback or roll-forward is recorded as one more map.
import fs from 'node:fs';
import path from 'node:path';

const FILE = /^\d{6}\.json$/;

/** The history records of an environment (`environment()`), oldest first. */
export function historyOf(env) {
  if (!fs.existsSync(env.historyDir)) return [];
  return fs
    .readdirSync(env.historyDir)
    .filter((file) => FILE.test(file))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(env.historyDir, file), 'utf8')));
}

/** Appends a record (call it holding the environment's lock); returns its sequence number. */
export function record(env, { action, changes, map }) {
  fs.mkdirSync(env.historyDir, { recursive: true });
  const seq = historyOf(env).length + 1;
  const entry = { seq, at: new Date().toISOString(), action, changes, map };
  const file = path.join(env.historyDir, `${String(seq).padStart(6, '0')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(entry, null, 2)}\n`, { flag: 'wx' });
  return seq;
}

/** The versions of `folder` deployed to the environment, in deploy order, each once (its last deploy). */
export function deployedVersions(env, folder) {
  const versions = historyOf(env)
    .filter((entry) => entry.action === 'deploy')
    .flatMap((entry) => entry.changes.filter((change) => change.folder === folder))
    .map((change) => change.version);
  return versions.filter((version, index) => versions.lastIndexOf(version) === index);
}

/** The last map of the history in which `folder` was at `version`, or undefined. */
export function mapWith(env, folder, version) {
  return historyOf(env)
    .reverse()
    .find((entry) =>
      Object.values(entry.map.imports).some((url) => url.startsWith(`/${folder}/${version}/`)),
    )?.map;
}
