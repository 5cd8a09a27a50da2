// A new version of a package's build without touching the source tree: its built dist copied with
// one text of a module changed, as a change to that text would build.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Copies `<folder>/dist` into `copy` (a new folder) and replaces `from` with `to` in its `file`,
 * where `from` must occur exactly once (else the build is not the one the test expects).
 */
export function changedBuild(
  { folder, file, from, to }: { folder: string; file: string; from: string; to: string },
  copy: string,
): void {
  fs.cpSync(path.join(ROOT, folder, 'dist'), copy, { recursive: true });
  const module = path.join(copy, file);
  const source = fs.readFileSync(module, 'utf8');
  const occurrences = source.split(from).length - 1;
  if (occurrences !== 1) {
    throw new Error(`${folder}/dist/${file} has ${occurrences} copies of ${JSON.stringify(from)}`);
  }
  fs.writeFileSync(module, source.replace(from, to));
}
