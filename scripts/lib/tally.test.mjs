import assert from 'node:assert/strict';
import test from 'node:test';
import { createTally } from './tally.mjs';

test('adds up Jest, node test runner and Playwright summaries', () => {
  const tally = createTally();
  tally.read(
    'Test Suites: 1 failed, 34 passed, 35 total\nTests:       2 failed, 155 passed, 157 total\n',
  );
  tally.read('# tests 6\n# pass 5\n# fail 1\n');
  tally.read('  ✓  1 tests/a.spec.ts (1s)\n  1 failed\n  21 passed (24.4s)\n');
  assert.deepEqual(tally.totals, { passed: 181, failed: 4 });
});

test('counts the summaries turbo prints after each task, run or replayed from its cache', () => {
  const tally = createTally();
  tally.read(
    '@portal/auth:test: Tests:       1 failed, 40 passed, 41 total\n' +
      '@portal/brands:test: # pass 12\n@portal/brands:test: # fail 0\n',
  );
  assert.deepEqual(tally.totals, { passed: 52, failed: 1 });
});

test('ignores lines that only look like counts', () => {
  const tally = createTally();
  tally.read('Deposit of 10 passed the check\nTests: none\n');
  assert.deepEqual(tally.totals, { passed: 0, failed: 0 });
});
