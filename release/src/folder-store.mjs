// The static store as a folder (served by any static HTTP server or CDN in front of it). A store
// only ever creates objects: `put` refuses a key that exists, so a published path is never
// rewritten. A bucket gets a store module of its own with the same four methods (store-from-env.mjs).
import fs from 'node:fs';
import path from 'node:path';

/** A store keeping each object at `<dir>/<key>`; keys are '/'-separated paths. */
export function createFolderStore(dir) {
  const fileOf = (key) => path.join(dir, ...key.split('/'));
  return {
    async has(key) {
      return fs.existsSync(fileOf(key));
    },
    /** Creates `key` with `bytes`; fails with code EEXIST when it exists. */
    async put(key, bytes) {
      fs.mkdirSync(path.dirname(fileOf(key)), { recursive: true });
      fs.writeFileSync(fileOf(key), bytes, { flag: 'wx' });
    },
    /** The bytes of `key`, or null. */
    async get(key) {
      return fs.existsSync(fileOf(key)) ? fs.readFileSync(fileOf(key)) : null;
    },
    /** The keys directly under the folder `prefix` (no trailing '/'), sorted. */
    async list(prefix) {
      const folder = fileOf(prefix);
      if (!fs.existsSync(folder)) return [];
      return fs
        .readdirSync(folder)
        .sort()
        .map((name) => `${prefix}/${name}`);
    },
  };
}
