// This repository as a release reads it: the committed import map (import-map.json at its root)
// names each published package's modules at "/<folder>/<file>", and a package's build is its
// <folder>/dist.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The import map as committed: every module at its unversioned path "/<folder>/<file>". */
export function templateMap() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'import-map.json'), 'utf8'));
}

const folderOf = (url) => url.split('/')[1];

/** The folders the committed map names, in its order: the packages a release publishes. */
export const publishedFolders = () => [
  ...new Set(Object.values(templateMap().imports).map(folderOf)),
];

/** The `[specifier, file]` pairs the committed map gives `folder`, the file relative to its build. */
export function modulesOf(folder) {
  return Object.entries(templateMap().imports)
    .filter(([, url]) => folderOf(url) === folder)
    .map(([specifier, url]) => [specifier, url.slice(folder.length + 2)]);
}

/** The build folder of `folder` in this repository. */
export const distOf = (folder) => path.join(ROOT, folder, 'dist');
