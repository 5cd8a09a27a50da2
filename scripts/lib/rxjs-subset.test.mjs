import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { CLIENT_APP_FOLDERS, FRONTEND_FOLDERS, ROOT } from './workspace.mjs';

// The shared rxjs (root-config/src/shared-deps/rxjs.js) exports a subset of rxjs; a name a package
// imports that the subset lacks would be undefined in the browser.
const SUBSET_FILE = path.join(ROOT, 'root-config/src/shared-deps/rxjs.js');

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/** Every value (not type-only) name the source imports from rxjs or rxjs/operators. */
export function importedRxjsNames(source) {
  return [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'rxjs(?:\/operators)?'/g)]
    .filter(([, typeOnly]) => !typeOnly)
    .flatMap(([, , names]) => names.split(','))
    .map((name) => name.trim().split(/\s+as\s+/)[0])
    .filter((name) => name && !name.startsWith('type '));
}

const subset = new Set(
  importedRxjsNames(fs.readFileSync(SUBSET_FILE, 'utf8').replace(/^export/m, 'import')),
);

test('the shared rxjs exports every rxjs name the packages import', () => {
  assert.ok(subset.has('BehaviorSubject') && subset.size > 20, `subset read as ${[...subset]}`);
  const missing = [...FRONTEND_FOLDERS, ...CLIENT_APP_FOLDERS].flatMap((folder) =>
    sourceFiles(path.join(ROOT, folder, 'src')).flatMap((file) =>
      importedRxjsNames(fs.readFileSync(file, 'utf8'))
        .filter((name) => !subset.has(name))
        .map((name) => `${path.relative(ROOT, file)}: ${name}`),
    ),
  );
  assert.deepEqual(missing, []);
});

test('names are read from multi-line imports; type-only imports are ignored', () => {
  const source = [
    "import {\n  map,\n  type Observable,\n  bufferCount as buffer,\n} from 'rxjs';",
    "import type { Subscription } from 'rxjs';",
    "import { filter } from 'rxjs/operators';",
  ].join('\n');
  assert.deepEqual(importedRxjsNames(source), ['map', 'bufferCount', 'filter']);
  assert.equal(subset.has('bufferCount'), false);
});
