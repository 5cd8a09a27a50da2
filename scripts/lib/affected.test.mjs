import assert from 'node:assert/strict';
import test from 'node:test';
import { PACKAGE_FOLDERS, affectedPackages, triggerPaths } from './affected.mjs';

test('a change inside one package runs only that package', () => {
  assert.deepEqual(affectedPackages(['mf-payments/src/deposit/DepositForm.tsx']), ['mf-payments']);
  assert.deepEqual(affectedPackages(['portal-api/package.json']), ['portal-api']);
  assert.deepEqual(affectedPackages(['.github/workflows/mf-auth.yml']), ['mf-auth']);
});

test('changes in several packages run each of them once, in workspace order', () => {
  assert.deepEqual(
    affectedPackages([
      'portal-api/src/main.ts',
      'mf-shell/src/header/Header.tsx',
      'mf-shell/src/footer/Footer.tsx',
    ]),
    ['mf-shell', 'portal-api'],
  );
});

test('shared-utils and the files every package builds with run every package', () => {
  for (const file of [
    'shared-utils/src/index.ts',
    'package-lock.json',
    'package.json',
    'config/webpack.mf.cjs',
    'tsconfig.base.json',
    'eslint.config.mjs',
    'scripts/lib/workspace.mjs',
    '.size-limit.cjs',
  ]) {
    assert.deepEqual(affectedPackages([file]), PACKAGE_FOLDERS, file);
  }
});

test('docs, the root scripts and a folder named like a package run no package', () => {
  for (const file of ['README.md', 'docs/ci.md', 'scripts/serve.mjs', 'mf-payments-old/a.ts']) {
    assert.deepEqual(affectedPackages([file]), [], file);
  }
  assert.deepEqual(affectedPackages([]), []);
});

test("a package's trigger paths are its folder, shared-utils, the shared files and its workflow", () => {
  const paths = triggerPaths('mf-auth');
  for (const expected of ['mf-auth/**', 'shared-utils/**', 'package-lock.json', 'config/**']) {
    assert.ok(paths.includes(expected), expected);
  }
  assert.equal(paths.at(-1), '.github/workflows/mf-auth.yml');
  assert.equal(triggerPaths('shared-utils').filter((p) => p === 'shared-utils/**').length, 1);
});
