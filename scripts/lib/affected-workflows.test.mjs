// Every package has CI of its own: a `ci` script, and a workflow that runs it through turbo when a
// file the package depends on changes. A new package without both fails here.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { PACKAGE_FOLDERS, triggerPaths, workflowFile } from './affected.mjs';
import { ROOT } from './workspace.mjs';

const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const ciScript = (folder) => JSON.parse(read(`${folder}/package.json`)).scripts?.ci;

/** The `paths` list under each trigger (`push:`, `pull_request:`) of a workflow. */
function triggerPathLists(workflow) {
  return [...workflow.matchAll(/^ {2}(\w+):\n {4}paths:\n((?: {6}- .+\n)+)/gm)].map(
    ([, event, list]) => ({
      event,
      paths: [...list.matchAll(/- '?([^'\n]+)'?$/gm)].map(([, entry]) => entry),
    }),
  );
}

/** The names of the size budgets size-limit checks when run in `folder` (the root: ''). */
function sizeBudgets(folder) {
  const list = `console.log(JSON.stringify(require(${JSON.stringify(path.join(ROOT, '.size-limit.cjs'))}).map((b) => b.name)))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', list], { cwd: path.join(ROOT, folder) }));
}

test('every package has a ci script that lints, typechecks and, with unit tests, builds', () => {
  for (const folder of PACKAGE_FOLDERS) {
    const ci = ciScript(folder);
    assert.ok(ci, `${folder} has no ci script`);
    assert.match(ci, /npm run lint && npm run typecheck/, folder);
    const { scripts } = JSON.parse(read(`${folder}/package.json`));
    if (scripts.build) assert.match(ci, /npm test && npm run build/, folder);
  }
});

test("every package's workflow runs its ci through turbo when the package, shared-utils or a shared file changes", () => {
  for (const folder of PACKAGE_FOLDERS) {
    const file = workflowFile(folder);
    assert.ok(fs.existsSync(path.join(ROOT, file)), `${folder} has no ${file}`);
    const workflow = read(file);
    const triggers = triggerPathLists(workflow);
    assert.deepEqual(
      triggers.map(({ event }) => event),
      ['push', 'pull_request'],
      file,
    );
    for (const { event, paths } of triggers) {
      assert.deepEqual(paths, triggerPaths(folder), `${file} ${event} paths`);
    }
    assert.match(workflow, /node-version: 20\n/, file);
    assert.match(workflow, /- run: npm install --no-audit --no-fund\n/, file);
    assert.match(workflow, new RegExp(`- run: npx turbo run ci --filter=./${folder}\n`), file);
  }
});

test('every CI workflow belongs to a package, besides the whole portal’s, which runs .ci/run on every change', () => {
  // release-*.yml are the micro-frontends' releases (release/README.md), not CI.
  const workflows = fs
    .readdirSync(path.join(ROOT, '.github/workflows'))
    .filter((file) => !file.startsWith('release-'));
  const expected = [...PACKAGE_FOLDERS.map((folder) => `${folder}.yml`), 'portal.yml'];
  assert.deepEqual(workflows.sort(), expected.sort());
  const portal = read('.github/workflows/portal.yml');
  assert.match(portal, /^ {2}push:\n {2}pull_request:\n/m, 'portal.yml runs on every change');
  assert.match(portal, /- run: sudo --preserve-env=PATH bash \.ci\/run\n/);
});

test('a package with a size budget checks it in its ci, the first-load budget only at the root', () => {
  const all = sizeBudgets('');
  assert.ok(all.includes('first-load JavaScript of /betting'));
  const checkedAlone = [];
  for (const folder of PACKAGE_FOLDERS) {
    const budgets = sizeBudgets(folder);
    assert.ok(!budgets.includes('first-load JavaScript of /betting'), folder);
    assert.equal(
      /&& npm run build && npm run size$/.test(ciScript(folder)),
      budgets.length > 0,
      `${folder}: ci checks size budgets if and only if it has some (${budgets.join(', ')})`,
    );
    checkedAlone.push(...budgets);
  }
  assert.deepEqual(
    checkedAlone.sort(),
    all.filter((name) => name !== 'first-load JavaScript of /betting').sort(),
  );
  assert.deepEqual(sizeBudgets('mf-payments'), ['mf-payments entry']);
});
