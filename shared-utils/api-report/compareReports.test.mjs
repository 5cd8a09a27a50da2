// The guard's rule on API Extractor reports of a small example entry (fixtures/): base.api.md is
// the committed surface, the others are today's after an addition, a removal or a narrowing.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, test } from 'node:test';
import { assessReport, recordedMajor, toRecord } from './compareReports.mjs';

const FIXTURES = new URL('fixtures/', import.meta.url);

/** A fixture as `npm run api-report` records it at `major`. */
function recorded(name, major) {
  const filepath = new URL(`${name}.api.md`, FIXTURES);
  return toRecord(fs.readFileSync(filepath, 'utf8'), {
    moduleName: '@portal/example',
    packageName: '@portal/example',
    major,
    filepath: filepath.pathname,
  });
}

const lines = (review) => ({
  added: review.added.map(({ line }) => line.trim()),
  removed: review.removed.map(({ line }) => line.trim()),
});

describe('the committed API report against today', () => {
  test('the same surface is current', async () => {
    const base = await recorded('base', 1);
    assert.equal(assessReport({ recorded: base, today: base, major: 1 }).status, 'current');
  });

  test('an added export and an added property only need the report recorded', async () => {
    const base = await recorded('base', 1);
    const today = await recorded('with-addition', 1);
    const review = assessReport({ recorded: base, today, major: 1 });
    assert.equal(review.status, 'stale');
    assert.deepEqual(lines(review), {
      added: ['export function formatDate(date: Date): string;', 'nickname?: string;'],
      removed: [],
    });
    assert.equal(assessReport({ recorded: today, today, major: 1 }).status, 'current');
  });

  test('a removed export or property breaks without a major version', async () => {
    const base = await recorded('base', 1);
    const review = assessReport({
      recorded: base,
      today: await recorded('with-removal', 1),
      major: 1,
    });
    assert.equal(review.status, 'breaking');
    assert.deepEqual(review.removed, [
      {
        line: 'export function formatMoney(cents: number): string;',
        declaration: 'export function formatMoney(cents: number): string;',
      },
      { line: '  name: string;', declaration: 'export interface User {' },
    ]);
  });

  test('a removal is recorded once the major version is above the recorded one', async () => {
    const base = await recorded('base', 1);
    const today = await recorded('with-removal', 2);
    assert.equal(assessReport({ recorded: base, today, major: 2 }).status, 'stale');
    assert.equal(recordedMajor(today), 2);
    assert.equal(assessReport({ recorded: today, today, major: 2 }).status, 'current');
  });

  test('a signature old callers cannot satisfy is a removed line', async () => {
    const base = await recorded('base', 1);
    const review = assessReport({
      recorded: base,
      today: await recorded('with-narrowing', 1),
      major: 1,
    });
    assert.equal(review.status, 'breaking');
    assert.deepEqual(lines(review), {
      added: ['export function formatMoney(cents: number, currency: string): string;'],
      removed: ['export function formatMoney(cents: number): string;'],
    });
  });

  test('a first report has every line added', async () => {
    const review = assessReport({ recorded: '', today: await recorded('base', 1), major: 1 });
    assert.equal(review.status, 'stale');
    assert.equal(review.removed.length, 0);
  });
});

describe('the recorded report', () => {
  test('names the entry and its major version, without release-tag and undocumented marks', async () => {
    const report = await recorded('base', 3);
    assert.match(report, /^## API Report File for "@portal\/example"\n/);
    assert.match(report, /^> Recorded at major version 3 of @portal\/example: .* version 4\.0\.0/m);
    assert.equal(recordedMajor(report), 3);
    assert.doesNotMatch(report, /@public|\(undocumented\)/);
  });

  test('with no report the recorded major is 0', () => {
    assert.equal(recordedMajor(''), 0);
  });
});
