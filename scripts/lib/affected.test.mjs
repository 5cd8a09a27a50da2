import assert from 'node:assert/strict';
import test from 'node:test';
import { SHARED_PATHS, triggerPaths } from './affected.mjs';

test("a package's trigger paths are its folder, shared-utils, the shared files and its workflow", () => {
  const paths = triggerPaths('mf-auth');
  for (const expected of ['mf-auth/**', 'shared-utils/**', 'package-lock.json', 'config/**']) {
    assert.ok(paths.includes(expected), expected);
  }
  assert.equal(paths.at(-1), '.github/workflows/mf-auth.yml');
  assert.equal(triggerPaths('shared-utils').filter((p) => p === 'shared-utils/**').length, 1);
});

test('a package runs when a workspace package it depends on changes, not when another does', () => {
  assert.ok(triggerPaths('portal-api').includes('contract/**'));
  assert.ok(triggerPaths('portal-api').includes('brands/**'));
  assert.ok(!triggerPaths('mf-shell').includes('portal-api/**'));
});

test('every file in every task hash of turbo runs every package, and so do the install and turbo.json', () => {
  for (const file of ['package.json', 'turbo.json', 'package-lock.json', '.size-limit.cjs']) {
    assert.ok(SHARED_PATHS.includes(file), file);
  }
  for (const folder of ['mf-payments', 'e2e']) {
    assert.deepEqual(
      SHARED_PATHS.filter((file) => !triggerPaths(folder).includes(file)),
      [],
      folder,
    );
  }
});
