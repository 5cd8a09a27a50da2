// Files under a folder by a decoded URL path, never outside it.
import fs from 'node:fs';
import path from 'node:path';

/** The file under the folder `root` at a decoded URL path, or null when it is not a file there. */
export function fileUnder(root, urlPath) {
  const file = path.resolve(root, `.${urlPath}`);
  if (!file.startsWith(root + path.sep)) return null;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}
