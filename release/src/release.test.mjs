// A real import-map-deployer (child process) and a static server over a temporary store folder:
// releases land in the map with their integrity, move back and forward, and every failed check
// leaves the map as it was.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { deployerSettings } from './deployer-config.mjs';
import { deployerClient } from './deployer-client.mjs';
import { createFolderStore } from './folder-store.mjs';
import { integrityMap } from './integrity-map.mjs';
import { createRelease } from './release.mjs';
import { modulesOf, publishedFolders } from './repository.mjs';
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

/** A build of `folder` under `buildsDir` (default: its own folder) whose modules say `label`. */
function writeBuildOf(folder, label, buildsDir = path.join(temp, 'builds', `${folder}-${label}`)) {
  const dist = path.join(buildsDir, folder);
  for (const [, file] of modulesOf(folder)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), `System.register([],function(){}); /* ${label} */`);
  }
  return dist;
}

const CLI = fileURLToPath(new URL('./cli.mjs', import.meta.url));

/** Runs the CLI with the test's deployer and store (`env` adds or unsets variables). */
function cli(args, env = {}) {
  const fullEnv = {
    ...process.env,
    RELEASE_DEPLOYER_URL: deployer.url,
    RELEASE_DEPLOYER_PASSWORD: PASSWORD,
    RELEASE_STORE_ORIGIN: ORIGIN,
    RELEASE_STORE_DIR: storeDir,
    RELEASE_BY: 'cli-tester',
    ...env,
  };
  Object.keys(fullEnv).forEach((name) => fullEnv[name] === undefined && delete fullEnv[name]);
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env: fullEnv }, (error, stdout, stderr) =>
      resolve({ code: error ? error.code : 0, stdout, stderr }),
    );
  });
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

test('concurrent deploys of different packages both land, each recorded once', async () => {
  const folders = ['mf-auth', 'mf-account-profile', 'mf-betting-host'];
  const moves = await Promise.all(
    folders.map((folder) => release.deploy(folder, writeBuildOf(folder, 'concurrent'), 'staging')),
  );
  const map = await mapOf('staging');
  for (const move of moves) {
    for (const [specifier, url] of Object.entries(move.imports)) {
      assert.equal(map.imports[specifier], url, `${move.folder}'s deploy landed`);
    }
  }
  assert.equal(new Set(moves.map((move) => move.seq)).size, folders.length);
});

test('the CLI deploys, rolls back to a named version, rolls forward and prints the history', async () => {
  const versions = [];
  for (const label of ['one', 'two', 'three']) {
    const { code, stdout, stderr } = await cli([
      'deploy',
      'mf-shell',
      '--env',
      'staging',
      '--dist',
      writeBuildOf('mf-shell', label),
    ]);
    assert.equal(code, 0, stderr);
    const [, version] = stdout.match(/staging: @portal\/shell → \S+\/mf-shell\/([0-9a-f]{12})\//);
    assert.match(stdout, /verified http:\/\/127\.0\.0\.1:9741\/mf-shell\/.*sha384-/);
    versions.push(version);
  }
  const shellIn = async () => (await mapOf('staging')).imports['@portal/shell'];

  const back = await cli(['rollback', 'mf-shell', '--env', 'staging', '--to', versions[0]]);
  assert.equal(back.code, 0, back.stderr);
  assert.match(await shellIn(), new RegExp(`/mf-shell/${versions[0]}/`));
  const forward = await cli(['rollforward', 'mf-shell', '--env', 'staging']);
  assert.equal(forward.code, 0, forward.stderr);
  assert.match(await shellIn(), new RegExp(`/mf-shell/${versions[1]}/`));

  const unknown = await cli(['rollback', 'mf-shell', '--env', 'staging', '--to', 'abcdefabcdef']);
  assert.equal(unknown.code, 1);
  assert.match(unknown.stderr, /mf-shell was never deployed to staging at abcdefabcdef/);
  assert.match(await shellIn(), new RegExp(`/mf-shell/${versions[1]}/`));

  const history = await cli(['history', 'mf-shell', '--env', 'staging']);
  assert.equal(history.code, 0, history.stderr);
  const lines = history.stdout.trim().split('\n');
  assert.deepEqual(lines.slice(1, 4), [`  ${versions[0]}`, `* ${versions[1]}`, `  ${versions[2]}`]);
  assert.deepEqual(
    lines.slice(4).map((line) => line.trim().split(' ').slice(2, 4).join(' ')),
    [
      'cli-tester deploy',
      'cli-tester deploy',
      'cli-tester deploy',
      'cli-tester rollback',
      'cli-tester rollforward',
    ],
  );
});

test('the CLI deploys every package at once from a folder of builds', async () => {
  const buildsDir = path.join(temp, 'all');
  publishedFolders().forEach((folder) => writeBuildOf(folder, 'all', buildsDir));
  const { code, stderr } = await cli(['deploy', 'all', '--env', 'local', '--dist', buildsDir]);
  assert.equal(code, 0, stderr);
  const map = await mapOf('local');
  for (const folder of publishedFolders()) {
    for (const [specifier, file] of modulesOf(folder)) {
      assert.match(
        map.imports[specifier],
        new RegExp(`^${ORIGIN}/${folder}/[0-9a-f]{12}/${file}$`),
      );
    }
  }
});

test('the CLI uses the store module RELEASE_STORE_MODULE names, and refuses one without the four methods', async () => {
  const folderStore = new URL('./folder-store.mjs', import.meta.url).href;
  const moduleFile = path.join(temp, 'bucket-store.mjs');
  fs.writeFileSync(
    moduleFile,
    `import { createFolderStore } from '${folderStore}';
export const createStore = (env) => createFolderStore(env.RELEASE_STORE_BUCKET);`,
  );
  const bucket = { RELEASE_STORE_DIR: undefined, RELEASE_STORE_BUCKET: storeDir };
  const args = ['deploy', 'mf-fantasy-host', '--env', 'production'];
  const dist = writeBuildOf('mf-fantasy-host', 'bucket');

  const unset = await cli([...args, '--dist', dist], bucket);
  assert.equal(unset.code, 1);
  assert.match(unset.stderr, /Set RELEASE_STORE_DIR \(a folder\) or RELEASE_STORE_MODULE/);

  const { code, stderr } = await cli([...args, '--dist', dist], {
    ...bucket,
    RELEASE_STORE_MODULE: moduleFile,
  });
  assert.equal(code, 0, stderr);
  assert.match(
    (await mapOf('production')).imports['@portal/fantasy-host'],
    /^http:\/\/127\.0\.0\.1:9741\/mf-fantasy-host\//,
  );

  const partial = path.join(temp, 'partial-store.mjs');
  fs.writeFileSync(partial, 'export const createStore = () => ({ has() {}, get() {} });');
  const refused = await cli([...args, '--dist', dist], {
    ...bucket,
    RELEASE_STORE_MODULE: partial,
  });
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /partial-store\.mjs \(RELEASE_STORE_MODULE\) has no put, list/);
});

test('the CLI names the packages it releases when given another folder', async () => {
  const { code, stderr } = await cli(['deploy', 'portal-api', '--env', 'local']);
  assert.equal(code, 1);
  assert.match(stderr, /<folder> is one of root-config, shared-utils, mf-shell, .*mf-fantasy-host/);
});
