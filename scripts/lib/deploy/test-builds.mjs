// For the local CDN folder's tests: a package build holding every file the committed import map
// names for it.
import fs from 'node:fs';
import path from 'node:path';
import { modulesOf } from '@portal/release/repository.mjs';

/** The files of `folder` the import map names, e.g. ["portal-shell.js"]. */
export const mappedFiles = (folder) => [...new Set(modulesOf(folder).map(([, file]) => file))];

/** Writes a build of `folder` under `buildsDir`: each mapped file says "<folder> <version> <file>". */
export function writeBuild(buildsDir, folder, version) {
  for (const file of mappedFiles(folder)) {
    const target = path.join(buildsDir, folder, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${folder} ${version} ${file}`);
  }
}
