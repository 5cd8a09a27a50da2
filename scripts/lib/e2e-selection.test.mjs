import assert from 'node:assert/strict';
import test from 'node:test';
import { projectsOfRun } from './e2e-selection.mjs';

const SPECS = [
  '/repo/e2e/tests/auth/login.spec.ts',
  '/repo/e2e/tests/auth/us/signup.spec.ts',
  '/repo/e2e/tests/auth/short-token/token-refresh.spec.ts',
  '/repo/e2e/tests/compat/import-map.spec.ts',
  '/repo/e2e/tests/location/check.spec.ts',
];

test('a run of some spec files starts only the portals of their projects', () => {
  assert.deepEqual(projectsOfRun(['tests/auth/login.spec.ts:12'], SPECS), ['portal']);
  assert.deepEqual(projectsOfRun(['tests/auth/short-token/'], SPECS), ['short-token']);
  assert.deepEqual(projectsOfRun(['tests/auth/'], SPECS), ['portal', 'us', 'short-token']);
  assert.deepEqual(projectsOfRun(['location', 'compat', '--workers', '1'], SPECS), [
    'us',
    'compat',
  ]);
});

test('projects named with --project are the run; no filter, or one matching no spec, starts every portal', () => {
  assert.deepEqual(projectsOfRun(['--project', 'outage', 'tests/auth'], SPECS), ['outage']);
  assert.deepEqual(projectsOfRun(['--project=terms'], SPECS), ['terms']);
  assert.deepEqual(projectsOfRun([], SPECS), []);
  assert.deepEqual(projectsOfRun(['--grep', 'login'], SPECS), []);
  assert.deepEqual(projectsOfRun(['no-such-spec'], SPECS), []);
});
