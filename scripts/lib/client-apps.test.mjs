import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { createClientAppsHost, demoClientAppsPlan } from './client-apps.mjs';

test('the demo client apps serve whichever client app has no URL, on the portal port + 6', () => {
  const { servesFile, platformKeys, ...plan } = demoClientAppsPlan(
    {},
    { portalPort: 9000, publicHost: 'localhost' },
  );
  // Keys of their own for the demo platforms, never the API's public development keys.
  assert.match(platformKeys[1], /^[0-9a-f]{64}$/);
  assert.match(platformKeys[2], /^[0-9a-f]{64}$/);
  assert.notEqual(platformKeys[1], platformKeys[2]);
  assert.deepEqual(plan, {
    port: 9006,
    env: {
      PORTAL_BETTING_APP_URL: 'http://localhost:9006/betting/betting-app.js',
      PORTAL_FANTASY_APP_URL: 'http://localhost:9006/fantasy/fantasy-app.js',
    },
  });
  const built = fs.existsSync(
    path.join(import.meta.dirname, '../../demo-client-apps/dist/betting/betting-app.js'),
  );
  assert.equal(servesFile('http://localhost:9006/betting/betting-app.js'), built);
  assert.equal(servesFile('http://localhost:9006/betting/missing.css'), false);
  assert.equal(servesFile('http://elsewhere:9006/betting/betting-app.js'), false);
  const betting = { PORTAL_BETTING_APP_URL: 'https://betting.example.com/app.js' };
  const fantasyOnly = demoClientAppsPlan(
    { ...betting, CLIENT_APPS_PORT: '7000' },
    { portalPort: 9000, publicHost: '10.0.0.5' },
  );
  assert.deepEqual(
    { port: fantasyOnly.port, env: fantasyOnly.env },
    { port: 7000, env: { PORTAL_FANTASY_APP_URL: 'http://10.0.0.5:7000/fantasy/fantasy-app.js' } },
  );
  const both = { ...betting, PORTAL_FANTASY_APP_URL: 'https://fantasy.example.com/app.js' };
  assert.equal(demoClientAppsPlan(both, { portalPort: 9000, publicHost: 'localhost' }), null);
});

test('a production portal refuses to start with a demo client app in place of a real one', () => {
  const where = { portalPort: 9000, publicHost: 'portal.example.com' };
  const betting = { PORTAL_BETTING_APP_URL: 'https://betting.example.com/app.js' };
  assert.throws(
    () => demoClientAppsPlan({ NODE_ENV: 'production', ...betting }, where),
    /Refusing to start in production with the demo client apps: set PORTAL_FANTASY_APP_URL$/,
  );
  assert.throws(
    () => demoClientAppsPlan({ PORTAL_ENV: 'production' }, where),
    /set PORTAL_BETTING_APP_URL and PORTAL_FANTASY_APP_URL$/,
  );
  const both = { ...betting, PORTAL_FANTASY_APP_URL: 'https://fantasy.example.com/app.js' };
  assert.equal(demoClientAppsPlan({ NODE_ENV: 'production', ...both }, where), null);
});

test('the client apps host serves the builds to another origin and nothing outside them', async () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-apps-'));
  const root = path.join(outside, 'dist');
  fs.mkdirSync(path.join(root, 'betting'), { recursive: true });
  fs.writeFileSync(path.join(root, 'betting/betting-app.js'), 'System.register([], () => ({}));');
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'TOP SECRET');
  const server = createClientAppsHost({ root });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = (target) => `http://127.0.0.1:${server.address().port}${target}`;
  try {
    const app = await fetch(url('/betting/betting-app.js'));
    assert.equal(app.status, 200);
    assert.equal(app.headers.get('access-control-allow-origin'), '*');
    assert.match(app.headers.get('content-type'), /^text\/javascript/);
    assert.match(await app.text(), /System\.register/);
    assert.equal((await fetch(url('/fantasy/fantasy-app.js'))).status, 404);
    assert.equal((await fetch(url('/%2e%2e/secret.txt'))).status, 404);
    assert.equal((await fetch(url('/betting/betting-app.js'), { method: 'POST' })).status, 405);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(outside, { recursive: true, force: true });
  }
});
