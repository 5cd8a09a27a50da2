// A real import-map-deployer (child process) and a static server over a temporary store folder:
// releases land in the map with their integrity, move back and forward, and every failed check
// leaves the map as it was.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { deployerSettings } from './deployer-config.mjs';
import { deployerClient } from './deployer-client.mjs';
import { createFolderStore } from './folder-store.mjs';
import { integrityMap } from './integrity-map.mjs';
import { createRelease } from './release.mjs';
import { startDeployer } from './start-deployer.mjs';

const STORE_PORT = 9741;
const DEPLOYER_PORT = 9742;
const ORIGIN = `http://127.0.0.1:${STORE_PORT}`;
const PASSWORD = 'test-password';
const SPECIFIER = '@portal/payments';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
const storeDir = path.join(temp, 'store');
let storeServer;
let deployer;
let client;
let release;

/** A static server answering the files of `dir`, as the CDN in front of the bucket would. */
function serveFolder(dir, port) {
  const server = http.createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url, ORIGIN).pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200).end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const sha384 = (text) => `sha384-${crypto.createHash('sha384').update(text).digest('base64')}`;

/** A two-file build of mf-payments whose module says `label`; returns its folder and entry's source. */
function writeBuild(label) {
  const dist = path.join(temp, 'builds', label);
  const entry = `System.register(["react","@portal/shared-utils"],function(){return{execute:function(){/* ${label} */}}});`;
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'portal-payments.js'), entry);
  fs.writeFileSync(path.join(dist, 'portal-payments.css'), `.payments-${label} { color: red; }`);
  return { dist, entry };
}

const mapOf = (env) => client.map(env);
const historyLength = async (env) => (await release.history('mf-payments', env)).moves.length;

before(async () => {
  storeServer = await serveFolder(storeDir, STORE_PORT);
  deployer = await startDeployer(
    deployerSettings({
      RELEASE_DEPLOYER_PORT: String(DEPLOYER_PORT),
      RELEASE_STATE_DIR: path.join(temp, 'state'),
      RELEASE_STORE_ORIGIN: ORIGIN,
      RELEASE_DEPLOYER_PASSWORD: PASSWORD,
    }),
  );
  client = deployerClient({ url: deployer.url, password: PASSWORD });
  release = createRelease({
    store: createFolderStore(storeDir),
    origin: ORIGIN,
    deployer: client,
    by: 'tester',
  });
});

after(async () => {
  await deployer?.stop();
  await new Promise((resolve) => (storeServer ? storeServer.close(resolve) : resolve()));
  fs.rmSync(temp, { recursive: true, force: true });
});

test('a deploy points the map at the content-addressed build, and the integrity map carries its SHA-384', async () => {
  const { dist, entry } = writeBuild('first');
  const result = await release.deploy('mf-payments', dist, 'local');

  const url = `${ORIGIN}/mf-payments/${result.to}/portal-payments.js`;
  assert.match(result.to, /^[0-9a-f]{12}$/);
  assert.equal((await mapOf('local')).imports[SPECIFIER], url);
  assert.equal(
    fs.readFileSync(path.join(storeDir, 'mf-payments', result.to, 'portal-payments.js'), 'utf8'),
    entry,
  );
  const page = await integrityMap(await mapOf('local'));
  assert.equal(page.integrity[url], sha384(entry));
  assert.deepEqual(page.depcache[url], ['react', '@portal/shared-utils']);
  assert.deepEqual((await mapOf('staging')).imports, {}, 'other environments keep their map');
});

test('the deployer asks for its password', async () => {
  const response = await fetch(`${deployer.url}/import-map.json?env=local`);
  assert.equal(response.status, 401);
  await assert.rejects(
    deployerClient({ url: deployer.url, password: 'wrong' }).map('local'),
    /refused GET .*\(401\)/,
  );
});

test('a second deploy, then rollback and roll-forward move the package between them', async () => {
  const first = (await mapOf('local')).imports[SPECIFIER];
  const second = await release.deploy('mf-payments', writeBuild('second').dist, 'local');
  const secondUrl = (await mapOf('local')).imports[SPECIFIER];
  assert.notEqual(secondUrl, first);

  const back = await release.switchVersion('mf-payments', 'local', 'back');
  assert.equal((await mapOf('local')).imports[SPECIFIER], first);
  assert.equal(back.from, second.to);

  await release.switchVersion('mf-payments', 'local', 'forward');
  assert.equal((await mapOf('local')).imports[SPECIFIER], secondUrl);
  await assert.rejects(
    release.switchVersion('mf-payments', 'local', 'forward'),
    /no later version/,
  );

  const history = await release.history('mf-payments', 'local');
  assert.deepEqual(
    history.moves.map((move) => [move.action, move.by]),
    [
      ['deploy', 'tester'],
      ['deploy', 'tester'],
      ['rollback', 'tester'],
      ['rollforward', 'tester'],
    ],
  );
  assert.deepEqual(
    history.versions.map(({ version, live }) => [version, live]),
    [
      [back.to, false],
      [second.to, true],
    ],
  );
});

test('a URL outside the safe list is refused by the deployer and the map stays as it was', async () => {
  const before = await mapOf('local');
  const moves = await historyLength('local');
  const untrusted = createRelease({
    store: createFolderStore(storeDir),
    origin: `http://localhost:${STORE_PORT}`,
    deployer: client,
    by: 'tester',
  });

  await assert.rejects(
    untrusted.deploy('mf-payments', writeBuild('untrusted').dist, 'local'),
    /refused PATCH .*\(400\): The following URLs are not trusted - http:\/\/localhost:9741\/mf-payments\/.*the import map is unchanged/,
  );
  assert.deepEqual(await mapOf('local'), before);
  assert.equal(await historyLength('local'), moves);
});

test('re-deploying identical bytes does not rewrite the published path', async () => {
  const { dist } = writeBuild('first');
  const live = await release.deploy('mf-payments', dist, 'staging');
  const file = path.join(storeDir, 'mf-payments', live.to, 'portal-payments.js');
  const published = fs.statSync(file);

  const again = await release.deploy('mf-payments', dist, 'production');
  assert.equal(again.uploaded, 0);
  assert.equal(fs.statSync(file).mtimeMs, published.mtimeMs);
  assert.equal(
    (await mapOf('production')).imports[SPECIFIER],
    (await mapOf('staging')).imports[SPECIFIER],
  );
});

test('a store answering other bytes than the build stops the deploy before the map changes', async () => {
  const { dist } = writeBuild('tampered');
  await release.deploy('mf-payments', dist, 'staging');
  const url = (await mapOf('staging')).imports[SPECIFIER];
  fs.writeFileSync(path.join(storeDir, new URL(url).pathname), 'alert("not the build")');
  const before = await mapOf('production');
  const moves = await historyLength('production');

  await assert.rejects(
    release.deploy('mf-payments', dist, 'production'),
    new RegExp(`${url} answers sha384-.*, expected sha384-.*: the import map is unchanged`),
  );
  assert.deepEqual(await mapOf('production'), before);
  assert.equal(await historyLength('production'), moves);
});

test('an unreachable deployer fails with its address and changes nothing', async () => {
  const offline = createRelease({
    store: createFolderStore(storeDir),
    origin: ORIGIN,
    deployer: deployerClient({ url: 'http://127.0.0.1:9749' }),
    by: 'tester',
  });
  await assert.rejects(
    offline.deploy('mf-payments', writeBuild('offline').dist, 'local'),
    /import-map-deployer at http:\/\/127\.0\.0\.1:9749 is unreachable \(ECONNREFUSED\)/,
  );
});

test('a deployer serving staging or production refuses to start without a password', () => {
  const settings = { RELEASE_STORE_ORIGIN: ORIGIN, RELEASE_STATE_DIR: temp };
  assert.throws(() => deployerSettings(settings), /Set RELEASE_DEPLOYER_PASSWORD/);
  assert.equal(
    deployerSettings({ ...settings, RELEASE_ENVIRONMENTS: 'local' }).password,
    undefined,
  );
});
