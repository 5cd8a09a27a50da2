import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { publish } from './cdn.mjs';
import { mappedFiles, writeBuild } from './deploy/test-builds.mjs';
import { capturePublished, liveBuilds, MICRO_FRONTENDS, publishCompat } from './published.mjs';
import { FRONTEND_FOLDERS } from './workspace.mjs';

// Today's CDN, the compat CDN, the builds and the fixture each go to a temporary folder.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-published-'));
const [todayCdn, compatCdn, builds, fixture] = ['today', 'compat', 'builds', 'fixture'].map(
  (name) => path.join(tmp, name),
);
const useCdn = (dir) => (process.env.CDN_DIR = dir);
const readIn = (dir, file) => fs.readFileSync(path.join(dir, file), 'utf8');

/** Publishes a build of every front-end folder to today's CDN: its mapped files and a source map. */
async function publishToday(version) {
  for (const folder of FRONTEND_FOLDERS) {
    writeBuild(builds, folder, version);
    fs.writeFileSync(path.join(builds, folder, `${folder}.js.map`), '{}');
  }
  useCdn(todayCdn);
  await publish(FRONTEND_FOLDERS, { distOf: (folder) => path.join(builds, folder) });
}
const shellFile = mappedFiles('mf-shell')[0];

test.after(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('capture copies every MF build of the live import map, without source maps, with a manifest', async () => {
  await publishToday('v1');
  fs.mkdirSync(path.join(fixture, 'mf-shell'), { recursive: true });
  fs.writeFileSync(path.join(fixture, 'mf-shell', 'stale.js'), 'from an older capture');
  const date = new Date('2026-01-02T03:04:05Z');

  const manifest = capturePublished(fixture, { commit: 'abc123', date });

  assert.deepEqual(fs.readdirSync(fixture).sort(), [...MICRO_FRONTENDS, 'manifest.json'].sort());
  assert.deepEqual(fs.readdirSync(path.join(fixture, 'mf-shell')), [shellFile]);
  assert.equal(readIn(fixture, `mf-shell/${shellFile}`), `mf-shell v1 ${shellFile}`);
  assert.deepEqual(JSON.parse(readIn(fixture, 'manifest.json')), manifest);
  const shell = liveBuilds()['mf-shell'];
  assert.deepEqual(manifest['mf-shell'], {
    name: '@portal/shell',
    url: shell.url,
    hash: shell.hash,
    capturedAt: '2026-01-02T03:04:05.000Z',
    commit: 'abc123',
  });
  assert.match(shell.url, /^\/mf-shell\/[0-9a-f]{12}\/portal-shell\.js$/);
  assert.ok(!('shared-utils' in manifest) && !('root-config' in manifest));
});

test('the compat CDN serves the fixture MFs with today’s root-config and shared-utils', async () => {
  await publishToday('v2');
  const today = liveBuilds();

  useCdn(compatCdn);
  await publishCompat(today, fixture);
  const compat = liveBuilds();

  for (const folder of ['root-config', 'shared-utils']) {
    assert.equal(compat[folder].url, today[folder].url, `${folder} is today's build`);
  }
  for (const folder of MICRO_FRONTENDS) {
    const [file] = mappedFiles(folder);
    const served = fs.readFileSync(path.join(compat[folder].dir, file), 'utf8');
    assert.equal(served, `${folder} v1 ${file}`, `${folder} is the fixture`);
  }
});

test('capture names the CDN folder that has no live import map', () => {
  useCdn(path.join(tmp, 'empty'));
  assert.throws(
    () => capturePublished(fixture, { commit: 'abc123' }),
    /No live import map in .*empty/,
  );
});
