// The entries of @portal/shared-utils that micro-frontends import through the import map (the
// package.json "exports", less ./testing, which only Jest uses), and where each one's report is kept.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEST_ONLY = new Set(['./testing']);

export function publicEntries() {
  const { name, exports } = JSON.parse(
    fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'),
  );
  return Object.entries(exports)
    .filter(([subpath]) => !TEST_ONLY.has(subpath))
    .map(([subpath, target]) => {
      const moduleName = path.posix.join(name, subpath);
      return {
        moduleName,
        source: path.join(PACKAGE_DIR, target.types),
        report: path.join(
          PACKAGE_DIR,
          'api-report',
          `${moduleName.replace(/^@portal\//, '').replace(/\//g, '-')}.api.txt`,
        ),
      };
    });
}

export function readReport(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}
