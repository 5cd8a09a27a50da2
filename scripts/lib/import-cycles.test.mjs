import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { findCycles, importGraph } from './import-cycles.mjs';
import { ROOT, TESTED_FOLDERS } from './workspace.mjs';

// ESLint's import-x/no-cycle (npm run lint) skips `import type`; this test sees every import.
const PACKAGES = { '@portal/shared-utils': path.join(ROOT, 'shared-utils/src/index.ts') };

// shared-utils/src/compat loads the new home of a name that left the kernel, a file of its owner
// that imports the kernel by name: that way back is by design (docs/architecture.md, "How a name
// leaves the kernel"), so the compat files' imports out of shared-utils are not followed.
const COMPAT = path.join(ROOT, 'shared-utils/src/compat') + path.sep;
const SHARED_UTILS = path.join(ROOT, 'shared-utils') + path.sep;

function withoutCompatExits(graph) {
  for (const [file, targets] of graph) {
    if (!file.startsWith(COMPAT)) continue;
    graph.set(file, new Set([...targets].filter((target) => target.startsWith(SHARED_UTILS))));
  }
  return graph;
}

test('no workspace source file imports itself back, type-only imports included', () => {
  const graph = withoutCompatExits(importGraph(ROOT, TESTED_FOLDERS, PACKAGES));
  assert.ok(graph.size > 100, `only ${graph.size} source files found`);
  const cycles = findCycles(graph).map((cycle) => cycle.map((file) => path.relative(ROOT, file)));
  assert.deepEqual(cycles, [], `import cycles:\n${JSON.stringify(cycles, null, 2)}`);
});

test('a cycle through type-only imports, re-exports and index files is found', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  try {
    write('pkg/src/users/user-types.ts', "import type { Limit } from '../limits';\n");
    write('pkg/src/limits/index.ts', "export * from './limit-types';\n");
    write('pkg/src/limits/limit-types.ts', "import type { User } from '../users/user-types';\n");
    write('pkg/src/self.tsx', "import './self';\n");
    write('pkg/src/leaf.ts', "import { x } from '@portal/shared-utils';\nimport 'react';\n");
    const cycles = findCycles(importGraph(root, ['pkg'])).map((cycle) =>
      cycle.map((file) => path.relative(path.join(root, 'pkg/src'), file)),
    );
    assert.deepEqual(cycles.sort(), [
      ['limits/index.ts', 'limits/limit-types.ts', 'users/user-types.ts'],
      ['self.tsx'],
    ]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
