// The entries of @portal/shared-utils that micro-frontends import through the import map (the
// package.json "exports", less ./testing, which only Jest uses), and where each one's report is kept.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEST_ONLY = new Set(['./testing']);

export function readPackage() {
  return JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'));
}

/** `{ moduleName, source, reportName, report }` per public entry; `source` is relative to src/. */
export function publicEntries() {
  const { name, exports } = readPackage();
  return Object.entries(exports)
    .filter(([subpath]) => !TEST_ONLY.has(subpath))
    .map(([subpath, target]) => {
      const moduleName = path.posix.join(name, subpath);
      const reportName = moduleName.replace(/^@portal\//, '').replace(/\//g, '-');
      return {
        moduleName,
        source: path.posix.relative('./src', target.types),
        reportName,
        report: path.join(PACKAGE_DIR, 'api-report', `${reportName}.api.md`),
      };
    });
}

export function readReport(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}
