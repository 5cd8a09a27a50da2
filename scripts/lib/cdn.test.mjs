import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';

// The local CDN goes to a temporary folder (CDN_DIR); the builds live in another.
const cdnDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cdn-'));
const buildsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-builds-'));
process.env.CDN_DIR = cdnDir;
const { publish, rollback, liveMap } = await import('./cdn.mjs');
const distOf = (folder) => path.join(buildsDir, folder);

function writeBuild(folder, body) {
  fs.mkdirSync(distOf(folder), { recursive: true });
  fs.writeFileSync(path.join(distOf(folder), `portal-${folder.replace('mf-', '')}.js`), body);
}

test.after(() => {
  fs.rmSync(cdnDir, { recursive: true, force: true });
  fs.rmSync(buildsDir, { recursive: true, force: true });
});

test('publishing one package moves only its entries to a new immutable path', () => {
  writeBuild('mf-shell', 'shell v1');
  writeBuild('mf-payments', 'payments v1');
  publish(['mf-shell', 'mf-payments'], { distOf });
  const first = liveMap().imports;
  assert.match(first['@portal/shell'], /^\/mf-shell\/[0-9a-f]{12}\/portal-shell\.js$/);

  writeBuild('mf-payments', 'payments v2');
  publish(['mf-payments'], { distOf });
  const second = liveMap().imports;
  assert.equal(second['@portal/shell'], first['@portal/shell']);
  assert.notEqual(second['@portal/payments'], first['@portal/payments']);
  for (const url of [first['@portal/payments'], second['@portal/payments']]) {
    assert.ok(fs.existsSync(path.join(cdnDir, url)), `${url} stays published`);
  }
  assert.equal(
    fs.readFileSync(path.join(cdnDir, second['@portal/payments']), 'utf8'),
    'payments v2',
  );
});

test('rollback restores the previous import map', () => {
  const before = liveMap().imports['@portal/payments'];
  writeBuild('mf-payments', 'payments v3');
  publish(['mf-payments'], { distOf });
  assert.notEqual(liveMap().imports['@portal/payments'], before);
  rollback();
  assert.equal(liveMap().imports['@portal/payments'], before);
});

test('the published map carries the depcache of its modules at their new paths', () => {
  writeBuild('mf-shell', 'System.register(["react","@portal/shared-utils"],function(){})');
  publish(['mf-shell'], { distOf });
  const map = liveMap();
  assert.deepEqual(map.depcache[map.imports['@portal/shell']], ['react', '@portal/shared-utils']);
});
