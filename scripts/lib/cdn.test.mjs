import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { writeBuild } from './deploy/test-builds.mjs';

// The local CDN goes to a temporary folder (CDN_DIR); the builds live in another.
const cdnDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cdn-'));
const buildsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-builds-'));
process.env.CDN_DIR = cdnDir;
const { publish, liveMap, versionIn } = await import('./cdn.mjs');
const { FRONTEND_FOLDERS } = await import('./workspace.mjs');
const distOf = (folder) => path.join(buildsDir, folder);

/** Writes `version` of `folder` and publishes it to `env` (local by default). */
function publishOne(folder, version, options = {}) {
  writeBuild(buildsDir, folder, version);
  return publish([folder], { distOf, ...options });
}
const sri = (text) => `sha384-${crypto.createHash('sha384').update(text).digest('base64')}`;

test.after(() => {
  fs.rmSync(cdnDir, { recursive: true, force: true });
  fs.rmSync(buildsDir, { recursive: true, force: true });
});

test('a package cannot be published alone into an environment that has no map yet', async () => {
  await assert.rejects(
    publishOne('mf-payments', 'v0'),
    /The local environment has no live root-config, shared-utils, .* yet: publish every package once first/,
  );
  assert.equal(liveMap(), null, 'no map was written');
});

test('the first publish of every package writes the map with each module’s integrity and depcache', async () => {
  FRONTEND_FOLDERS.forEach((folder) => writeBuild(buildsDir, folder, 'v1'));
  const shellSource = 'System.register(["react","@portal/shared-utils"],function(){});';
  fs.writeFileSync(path.join(distOf('mf-shell'), 'portal-shell.js'), shellSource);
  await publish(FRONTEND_FOLDERS, { distOf });
  const map = liveMap();
  const shell = map.imports['@portal/shell'];
  assert.match(shell, /^\/mf-shell\/[0-9a-f]{12}\/portal-shell\.js$/);
  assert.equal(fs.readFileSync(path.join(cdnDir, shell), 'utf8'), shellSource);
  assert.equal(map.integrity[shell], sri(shellSource));
  assert.deepEqual(map.depcache[shell], ['react', '@portal/shared-utils']);
  assert.equal(Object.keys(map.integrity).length, new Set(Object.values(map.imports)).size);
});

test('publishing one package moves only its entries to a new immutable path', async () => {
  const before = liveMap();
  const { changes } = await publishOne('mf-payments', 'v2');
  const after = liveMap();
  assert.equal(after.imports['@portal/shell'], before.imports['@portal/shell']);
  assert.deepEqual(after.depcache, before.depcache, 'the shell keeps its depcache');
  assert.notEqual(after.imports['@portal/payments'], before.imports['@portal/payments']);
  assert.equal(changes[0].from, versionIn(before, 'mf-payments'));
  assert.equal(changes[0].version, versionIn(after, 'mf-payments'));
  for (const url of [before.imports['@portal/payments'], after.imports['@portal/payments']]) {
    assert.ok(fs.existsSync(path.join(cdnDir, url)), `${url} stays published`);
  }
  assert.equal(
    after.integrity[after.imports['@portal/payments']],
    sri('mf-payments v2 portal-payments.js'),
  );
  assert.equal(
    after.integrity[before.imports['@portal/payments']],
    undefined,
    'no stale integrity',
  );
});

test('publishing the same build again leaves its published files untouched', async () => {
  const url = liveMap().imports['@portal/payments'];
  const published = fs.statSync(path.join(cdnDir, url)).mtimeMs;
  const { changes } = await publishOne('mf-payments', 'v2');
  assert.equal(changes[0].version, changes[0].from);
  assert.equal(liveMap().imports['@portal/payments'], url);
  assert.equal(fs.statSync(path.join(cdnDir, url)).mtimeMs, published);
});

test('each environment has its own map: a staging publish leaves local as it was', async () => {
  const local = liveMap('local');
  await assert.rejects(
    publishOne('mf-payments', 'staging-1', { env: 'staging' }),
    /The staging environment has no live/,
  );
  FRONTEND_FOLDERS.forEach((folder) => writeBuild(buildsDir, folder, 'staging'));
  await publish(FRONTEND_FOLDERS, { distOf, env: 'staging' });
  await publishOne('mf-payments', 'staging-2', { env: 'staging' });
  assert.deepEqual(liveMap('local'), local);
  assert.notEqual(
    liveMap('staging').imports['@portal/payments'],
    local.imports['@portal/payments'],
  );
  assert.throws(
    () => liveMap('qa'),
    /Unknown environment "qa": use one of local, staging, production/,
  );
});
