import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { writeBuild } from './deploy/test-builds.mjs';

// The local CDN goes to a temporary folder (CDN_DIR); the builds live in another.
const cdnDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cdn-'));
const buildsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-builds-'));
process.env.CDN_DIR = cdnDir;
const { publish, switchVersion, liveMap, versionIn } = await import('./cdn.mjs');
const { environment } = await import('./deploy/environments.mjs');
const { historyOf } = await import('./deploy/history.mjs');
const { FRONTEND_FOLDERS } = await import('./workspace.mjs');
const distOf = (folder) => path.join(buildsDir, folder);
const CDN_MODULE = new URL('./cdn.mjs', import.meta.url).href;
const LOCK_MODULE = new URL('./deploy/map-lock.mjs', import.meta.url).href;

/** Writes `version` of `folder` and publishes it to `env` (local by default). */
function deploy(folder, version, options = {}) {
  writeBuild(buildsDir, folder, version);
  return publish([folder], { distOf, ...options });
}
const sri = (text) => `sha384-${crypto.createHash('sha384').update(text).digest('base64')}`;
const historyLength = (name = 'local') => historyOf(environment(name)).length;

/** Runs an ES module script in a child process on the same CDN folder; resolves with its exit code. */
function child(source) {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, ['--input-type=module', '-e', source], {
      env: { ...process.env, CDN_DIR: cdnDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    proc.on('exit', resolve);
  });
}

test.after(() => {
  fs.rmSync(cdnDir, { recursive: true, force: true });
  fs.rmSync(buildsDir, { recursive: true, force: true });
});

test('a package cannot be deployed alone into an environment that has no map yet', async () => {
  await assert.rejects(
    deploy('mf-payments', 'v0'),
    /The local environment has no live root-config, shared-utils, .* yet: publish every package once first/,
  );
  assert.equal(liveMap(), null, 'no map was written');
});

test('the first publish of every package writes the map with each script’s integrity', async () => {
  FRONTEND_FOLDERS.forEach((folder) => writeBuild(buildsDir, folder, 'v1'));
  const result = await publish(FRONTEND_FOLDERS, { distOf });
  const map = liveMap();
  const shell = map.imports['@portal/shell'];
  assert.match(shell, /^\/mf-shell\/[0-9a-f]{12}\/portal-shell\.js$/);
  assert.equal(map.integrity[shell], sri('mf-shell v1 portal-shell.js'));
  assert.equal(Object.keys(map.integrity).length, new Set(Object.values(map.imports)).size);
  assert.ok(
    result.checked.some((check) => check.url.endsWith(shell)),
    'the new URL was fetched',
  );
});

test('deploying one package moves only its entries to a new immutable path', async () => {
  const before = liveMap();
  await deploy('mf-payments', 'v2');
  const after = liveMap();
  assert.equal(after.imports['@portal/shell'], before.imports['@portal/shell']);
  assert.notEqual(after.imports['@portal/payments'], before.imports['@portal/payments']);
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

test('deploying the live version again changes nothing and records nothing', async () => {
  const length = historyLength();
  const result = await deploy('mf-payments', 'v2');
  assert.equal(result.seq, null);
  assert.equal(historyLength(), length);
});

test('the map is not changed when the CDN answers a new URL with other bytes, or not at all', async () => {
  const before = liveMap();
  const length = historyLength();
  for (const answer of [(res) => res.end('tampered'), (res) => res.writeHead(404).end()]) {
    const cdn = http.createServer((req, res) => answer(res));
    await new Promise((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${cdn.address().port}`;
    await assert.rejects(
      deploy('mf-payments', `v-${length}-${answer.length}-${Math.random()}`, { origin }),
      /portal-payments\.js (at .* answers sha384-.*, expected sha384-|answers 404 at ).*the import map is unchanged/,
    );
    await new Promise((resolve) => cdn.close(resolve));
  }
  assert.deepEqual(liveMap(), before);
  assert.equal(historyLength(), length);
});

test('concurrent deploys of different packages from separate processes all land', async () => {
  const folders = ['mf-shell', 'mf-auth', 'mf-account-profile', 'mf-betting-host'];
  folders.forEach((folder) => writeBuild(buildsDir, folder, 'concurrent'));
  const length = historyLength();
  const codes = await Promise.all(
    folders.map((folder) =>
      child(`import { publish } from '${CDN_MODULE}';
        await publish(['${folder}'], { distOf: () => ${JSON.stringify(distOf(folder))} });`),
    ),
  );
  assert.deepEqual(codes, [0, 0, 0, 0]);
  const map = liveMap();
  for (const folder of folders) {
    const url = Object.values(map.imports).find((u) => u.startsWith(`/${folder}/`));
    const body = fs.readFileSync(path.join(cdnDir, url), 'utf8');
    assert.match(body, /concurrent/, `${folder}'s deploy landed`);
  }
  const records = historyOf(environment('local')).slice(length);
  assert.deepEqual(
    records.map((r) => r.seq),
    [1, 2, 3, 4].map((n) => length + n),
  );
});

test('a deploy waits for the lock another process holds, and takes over a dead owner’s lock', async () => {
  const { lockFile } = environment('local');
  const doneFile = `${lockFile}.holder-done`;
  // The holder keeps the lock for a while and notes, still holding it, that it is done.
  const holder = child(`import fs from 'node:fs';
    import { withLock } from '${LOCK_MODULE}';
    await withLock(${JSON.stringify(lockFile)}, 'test', async () => {
      await new Promise((r) => setTimeout(r, 1500));
      fs.writeFileSync(${JSON.stringify(doneFile)}, 'done');
    });`);
  while (!fs.existsSync(lockFile)) await new Promise((r) => setTimeout(r, 20));
  await deploy('mf-fantasy-host', 'after-lock');
  assert.ok(fs.existsSync(doneFile), 'the deploy changed the map only after the holder was done');
  assert.equal(await holder, 0);

  fs.writeFileSync(
    lockFile,
    JSON.stringify({ pid: 2 ** 22 + 1, host: os.hostname(), since: Date.now(), what: 'killed' }),
  );
  await deploy('mf-fantasy-host', 'after-dead-owner');
  assert.ok(!fs.existsSync(lockFile), 'the lock is released after the deploy');
});

test('rollback and roll-forward move one package alone through its versions, and history keeps every map', async () => {
  const payments = () => versionIn(liveMap(), 'mf-payments');
  const shell = () => versionIn(liveMap(), 'mf-shell');
  const livePaymentsIntegrity = () => liveMap().integrity[liveMap().imports['@portal/payments']];
  const v2 = payments();
  const v3 = (await deploy('mf-payments', 'v3')).changes[0].version;
  const v4 = (await deploy('mf-payments', 'v4')).changes[0].version;
  const shellLater = (await deploy('mf-shell', 'later')).changes[0].version;
  const length = historyLength();

  await switchVersion('mf-payments', { direction: 'back' });
  assert.equal(payments(), v3);
  assert.equal(shell(), shellLater, 'the shell deployed since stays');
  await switchVersion('mf-payments', { direction: 'back' });
  assert.equal(payments(), v2);
  assert.equal(livePaymentsIntegrity(), sri('mf-payments v2 portal-payments.js'));
  await switchVersion('mf-payments', { direction: 'forward' });
  assert.equal(payments(), v3);
  await switchVersion('mf-payments', { direction: 'forward', to: v4 });
  assert.equal(payments(), v4);
  await assert.rejects(
    switchVersion('mf-payments', { direction: 'forward' }),
    /mf-payments has no later version in the local history than/,
  );
  await assert.rejects(
    switchVersion('mf-payments', { direction: 'back', to: 'abcdefabcdef' }),
    /mf-payments was never at abcdefabcdef in the local history/,
  );
  const records = historyOf(environment('local')).slice(length);
  assert.deepEqual(
    records.map((r) => r.action),
    ['rollback', 'rollback', 'rollforward', 'rollforward'],
  );
  assert.deepEqual(records.at(-1).map, liveMap(), 'the history holds the live map');
});

test('each environment has its own map: a staging deploy leaves local as it was', async () => {
  const local = liveMap('local');
  await assert.rejects(
    deploy('mf-payments', 'staging-1', { env: 'staging' }),
    /The staging environment has no live/,
  );
  FRONTEND_FOLDERS.forEach((folder) => writeBuild(buildsDir, folder, 'staging'));
  await publish(FRONTEND_FOLDERS, { distOf, env: 'staging' });
  await deploy('mf-payments', 'staging-2', { env: 'staging' });
  assert.deepEqual(liveMap('local'), local);
  assert.notEqual(
    liveMap('staging').imports['@portal/payments'],
    local.imports['@portal/payments'],
  );
  assert.equal(historyLength('staging'), 2);
  assert.throws(
    () => liveMap('qa'),
    /Unknown environment "qa": use one of local, staging, production/,
  );
});
