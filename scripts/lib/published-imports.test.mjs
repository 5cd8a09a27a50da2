import assert from 'node:assert/strict';
import test from 'node:test';
import { entryExports } from './entry-exports.mjs';
import { importedNames, publishedImportsOf } from './published-imports.mjs';
import { FIXTURE_DIR } from './published.mjs';

/** The runtime names (values, not types) a TypeScript entry exports. */
const exportedValues = (entry) =>
  entryExports(entry)
    .filter(({ value }) => value)
    .map(({ name }) => name);

test('reads the names a SystemJS build takes from each dependency', () => {
  const build =
    'System.register(["@portal/shared-utils","react"],function(e,t){var r={},s={};return{' +
    'setters:[function(e){r.Button=e.Button,r.formatMoney=e.formatMoney},function(e){s.useState=e.useState}],' +
    'execute:function(){}}});';
  assert.deepEqual(importedNames(build), {
    '@portal/shared-utils': ['Button', 'formatMoney'],
    react: ['useState'],
  });
  assert.deepEqual(importedNames(`/*! For license information see x.LICENSE.txt */\n${build}`), {
    '@portal/shared-utils': ['Button', 'formatMoney'],
    react: ['useState'],
  });
  assert.throws(() => importedNames('define([], () => {})'), /Not a SystemJS build/);
});

// A name stays in shared-utils while a deployed build imports it: the captured builds of the live
// import map (e2e/fixtures/published, `npm run capture:published`) are the evidence.
for (const [dependency, entry] of [
  ['@portal/shared-utils', 'shared-utils/src/index.ts'],
  ['@portal/shared-utils/forms', 'shared-utils/src/forms/index.ts'],
]) {
  test(`${dependency} still exports every name a published build imports from it`, () => {
    const exported = new Set(exportedValues(entry));
    const missing = Object.entries(publishedImportsOf(FIXTURE_DIR, dependency)).flatMap(
      ([folder, names]) =>
        names.filter((name) => !exported.has(name)).map((name) => `${folder}: ${name}`),
    );
    assert.deepEqual(missing, []);
  });
}
