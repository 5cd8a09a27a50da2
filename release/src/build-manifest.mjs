// A built `dist` folder as the store keeps it: its version (the content hash of its files) and its
// manifest, the SHA-384 integrity of every file and the SystemJS dependencies of every module that
// has some (the import map's depcache).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST } from './content-address.mjs';
import { integrityOf } from './integrity.mjs';
import { registerDependencies } from './system-register.mjs';

const IGNORED = new Set(['.build-stamp', MANIFEST]);

function listFiles(dir, base = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full, base);
      return IGNORED.has(entry.name) ? [] : [path.relative(base, full).split(path.sep).join('/')];
    })
    .sort();
}

/** The files (relative, '/'-separated), version and manifest of the build in `dist`. */
export function readBuild(dist) {
  if (!fs.existsSync(dist)) throw new Error(`${dist} does not exist: build the package first.`);
  const files = listFiles(dist);
  if (files.length === 0) throw new Error(`${dist} is empty: build the package first.`);
  const hash = crypto.createHash('sha256');
  const manifest = { files: {}, depcache: {} };
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(dist, file));
    hash.update(file).update(bytes);
    manifest.files[file] = integrityOf(bytes);
    const dependencies = file.endsWith('.js') ? registerDependencies(bytes.toString('utf8')) : [];
    if (dependencies.length > 0) manifest.depcache[file] = dependencies;
  }
  return { files, version: hash.digest('hex').slice(0, 12), manifest };
}
