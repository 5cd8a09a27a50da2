// Each environment's releases, kept in the static store beside the builds, one object per record
// (releases/<env>/000001.json, …), created and never rewritten: import-map-deployer keeps only the
// live map. A record says who moved which package, when, from which version to which, the URLs
// its imports had before (`previous`) and the ones it set (`imports`, set again by rollback and
// roll-forward).
const folderOf = (env) => `releases/${env}`;
const keyOf = (env, seq) => `${folderOf(env)}/${String(seq).padStart(6, '0')}.json`;

/** The records of `env`, oldest first. */
export async function historyOf(store, env) {
  const keys = (await store.list(folderOf(env))).filter((key) => /\/\d{6}\.json$/.test(key));
  return Promise.all(keys.map(async (key) => JSON.parse((await store.get(key)).toString('utf8'))));
}

/** Appends `entry` to the history of `env`; a release recording at once takes the next number. */
export async function record(store, env, entry) {
  for (let seq = (await historyOf(store, env)).length + 1; ; seq += 1) {
    const full = { seq, at: new Date().toISOString(), ...entry };
    try {
      await store.put(keyOf(env, seq), `${JSON.stringify(full, null, 2)}\n`);
      return full;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
}

/** The versions of `folder` deployed to the environment, in deploy order, each once (its last deploy). */
export function deployedVersions(records, folder) {
  const versions = records
    .filter((entry) => entry.action === 'deploy' && entry.folder === folder)
    .map((entry) => entry.to);
  return versions.filter((version, index) => versions.lastIndexOf(version) === index);
}
