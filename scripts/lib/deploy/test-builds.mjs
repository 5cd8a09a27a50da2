// For the deploy tests: a package build holding every file the committed import map names for it.
import fs from 'node:fs';
import path from 'node:path';
import { templateMap } from '../cdn.mjs';

/** The files of `folder` the import map names, e.g. ["portal-shell.js"]. */
export function mappedFiles(folder) {
  const files = Object.values(templateMap().imports)
    .filter((url) => url.startsWith(`/${folder}/`))
    .map((url) => url.slice(folder.length + 2));
  return [...new Set(files)];
}

/** Writes a build of `folder` under `buildsDir`: each mapped file says "<folder> <version> <file>". */
export function writeBuild(buildsDir, folder, version) {
  for (const file of mappedFiles(folder)) {
    const target = path.join(buildsDir, folder, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${folder} ${version} ${file}`);
  }
}
