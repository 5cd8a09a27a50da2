// SystemJS depcache for the import map: for each module the map names, the bare specifiers its
// System.register call depends on. With it SystemJS fetches a module's dependencies as soon as it
// starts loading the module, in parallel, instead of one round trip per level of the graph.
import fs from 'node:fs';
import { fileUnder } from '@portal/page-host/file-under.mjs';

const REGISTER = /System\.register\(\s*(\[[^\]]*\])/;

/** The dependency list of a built SystemJS module's source, or [] when it registers none. */
export function registerDependencies(source) {
  const match = REGISTER.exec(source.slice(0, 4096));
  return match ? JSON.parse(match[1]) : [];
}

/** depcache for `imports` whose URLs are paths under `root` (other URLs are left out). */
export function depcache(imports, root) {
  const entries = [...new Set(Object.values(imports))]
    .filter((url) => url.startsWith('/'))
    .map((url) => {
      const file = fileUnder(root, url);
      return [url, file ? registerDependencies(fs.readFileSync(file, 'utf8')) : []];
    })
    .filter(([, dependencies]) => dependencies.length > 0);
  return Object.fromEntries(entries);
}
