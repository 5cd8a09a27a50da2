// Every published package is released by a workflow of its own (.github/workflows/release-<folder>.yml)
// that calls the reusable release-mf.yml when what its build is made of changes on main. A package
// added to import-map.json without one fails here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { publishedFolders } from './repository.mjs';

const WORKFLOWS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../.github/workflows',
);
const read = (file) => fs.readFileSync(path.join(WORKFLOWS, file), 'utf8');

/** The `paths` filter of a workflow's push trigger. */
const pushPaths = (workflow) =>
  [
    ...(
      workflow.match(/^ {2}push:\n(?: {4}.+\n)*? {4}paths:\n((?: {6}- .+\n)+)/m)?.[1] ?? ''
    ).matchAll(/- '([^']+)'/g),
  ].map(([, entry]) => entry);

test('every published package has a release workflow calling release-mf.yml on main', () => {
  for (const folder of publishedFolders()) {
    const file = `release-${folder}.yml`;
    assert.ok(fs.existsSync(path.join(WORKFLOWS, file)), `${folder} has no ${file}`);
    const workflow = read(file);
    assert.match(workflow, /^ {4}branches: \[main\]$/m, file);
    assert.match(workflow, /^ {4}uses: \.\/\.github\/workflows\/release-mf\.yml$/m, file);
    assert.match(workflow, new RegExp(`^ {6}package: ${folder}$`, 'm'), file);
    const paths = pushPaths(workflow);
    for (const entry of [
      `${folder}/**`,
      'release/**',
      '.github/workflows/release-mf.yml',
      `.github/workflows/${file}`,
    ]) {
      assert.ok(paths.includes(entry), `${file} is not run when ${entry} changes`);
    }
  }
});

test('no release workflow is left for a package the import map no longer names', () => {
  const released = fs
    .readdirSync(WORKFLOWS)
    .filter((file) => /^release-.+\.yml$/.test(file) && file !== 'release-mf.yml')
    .map((file) => file.slice('release-'.length, -'.yml'.length));
  assert.deepEqual(released.sort(), publishedFolders().sort());
});
