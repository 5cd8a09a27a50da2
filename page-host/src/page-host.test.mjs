import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { createPageHost } from './page-host.mjs';

// A published portal in a temporary CDN folder, next to a file the host must never serve.
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-page-host-'));
const cdnDir = path.join(outside, 'cdn');
// root-config's real page template; its one executable inline script is the bootstrap.
const TEMPLATE = fs.readFileSync(
  path.join(import.meta.dirname, '../../root-config/src/index.html'),
  'utf8',
);
const INLINE = /<script data-root-config-base[^>]*>([\s\S]*?)<\/script>/.exec(TEMPLATE)[1];
fs.mkdirSync(path.join(cdnDir, 'root-config/abc/assets'), { recursive: true });
fs.writeFileSync(path.join(outside, 'secret.txt'), 'TOP SECRET');
fs.writeFileSync(path.join(cdnDir, 'root-config/abc/index.html'), TEMPLATE);
fs.writeFileSync(path.join(cdnDir, 'root-config/abc/root-config.js'), 'export {};');
fs.mkdirSync(path.join(cdnDir, 'mf-shell/def'), { recursive: true });
fs.writeFileSync(path.join(cdnDir, 'mf-shell/def/portal-shell.css'), '.header{}');
fs.writeFileSync(path.join(cdnDir, 'root-config/abc/assets/logo.svg'), '<svg/>');
const liveMapFile = (environment) =>
  path.join(cdnDir, 'environments', environment, 'import-map.json');
const LIVE_MAP = JSON.stringify({
  imports: {
    react: '/root-config/abc/shared/react.js',
    '@portal/root-config': '/root-config/abc/root-config.js',
    '@portal/shell': '/mf-shell/def/portal-shell.js',
    '@portal/betting-host': '/mf-betting-host/123/portal-betting-host.js',
    '@portal/payments': 'https://cdn.example.com/mf-payments/1/portal-payments.js',
  },
  depcache: { '/mf-shell/def/portal-shell.js': ['react'] },
  integrity: { '/mf-shell/def/portal-shell.js': 'sha384-shell' },
});
// Each environment has its own map; a production configuration serves production's.
for (const environment of ['local', 'production']) {
  fs.mkdirSync(path.dirname(liveMapFile(environment)), { recursive: true });
  fs.writeFileSync(liveMapFile(environment), LIVE_MAP);
}

/** Starts a host serving the store with `env`, returns its port and a closer. */
async function startHost(env = {}, devServers = [], otherFiles = undefined) {
  const app = createPageHost({
    env: { CDN_DIR: cdnDir, LOG_LEVEL: 'silent', ...env },
    devServers,
    otherFiles,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: app.server.address().port, close: () => app.close() };
}

/** Sends a raw request line, so the path reaches the host exactly as written. */
function rawGet(port, target, host = 'localhost') {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => {
      const [head, ...body] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.join('\r\n\r\n') });
    });
    socket.on('error', reject);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  });
}

let host;
test.before(async () => {
  host = await startHost();
});
test.after(async () => {
  await host.close();
  fs.rmSync(outside, { recursive: true, force: true });
});

test('a malformed or hostile URL gets a 4xx, never a 500, and nothing outside the CDN folder', async () => {
  const hostile = [
    '/%E0%A4%A',
    '/%E0%A4%A.js',
    '/%',
    '/..%2f..%2fetc/passwd',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2f..%2fsecret.txt',
    '/root-config/abc/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    '/..\\secret.txt',
    '/%00.js',
    `/${'a'.repeat(5000)}`,
    `/${'a/'.repeat(3000)}x.js`,
  ];
  for (const target of hostile) {
    const { status, body } = await rawGet(host.port, target);
    assert.ok(status >= 400 && status < 500, `${target.slice(0, 60)} answered ${status}`);
    assert.doesNotMatch(body, /TOP SECRET/);
  }
  const after = await rawGet(host.port, '/root-config/abc/root-config.js');
  assert.equal(after.status, 200, 'the host still serves after the hostile requests');
});

test('serves pages, builds and brand assets as before', async () => {
  assert.equal((await rawGet(host.port, '/betting?modal=login')).status, 200);
  assert.equal((await rawGet(host.port, '/assets/logo.svg')).status, 200);
  assert.equal((await rawGet(host.port, '/root-config/abc/missing.js')).status, 404);
});

test('/config.json takes the API and realtime host from configuration, never the Host header', async () => {
  const { body } = await rawGet(host.port, '/config.json', 'brand-b.localhost:9000');
  const config = JSON.parse(body);
  assert.equal(config.apiBaseUrl, 'http://localhost:9001');
  assert.equal(config.realtime.host, 'localhost');
});

test('a host no brand lists gets the unknown-address page, never a brand’s page or config', async () => {
  for (const target of ['/', '/betting', '/config.json', '/brand/portal/logo-light.svg']) {
    const answer = await rawGet(host.port, target, 'evil.example:9000');
    assert.equal(answer.status, 421, target);
    assert.match(answer.body, /This address does not serve a portal\./, target);
    assert.doesNotMatch(answer.body, /portal-runtime-config|Violet|Portal Pty/, target);
  }
});

test('every answer carries nosniff and the referrer policy', async () => {
  for (const target of ['/betting', '/root-config/abc/root-config.js', '/nope.js', '/%E0%A4%A']) {
    const { headers } = await rawGet(host.port, target);
    assert.equal(headers['x-content-type-options'], 'nosniff', target);
    assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', target);
  }
});

test('pages carry a CSP allowing the import map origins, the inline bootstrap, the API and realtime, and only the portal otherwise', async () => {
  const { headers } = await rawGet(host.port, '/betting');
  const policy = Object.fromEntries(
    headers['content-security-policy'].split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
  const hash = crypto.createHash('sha256').update(INLINE).digest('base64');
  // Whatever has no directive of its own (fonts, manifest, media, frames) only from the portal.
  assert.deepEqual(policy['default-src'], ["'self'"]);
  assert.deepEqual(policy['script-src'], ["'self'", `'sha256-${hash}'`, 'https://cdn.example.com']);
  // The brand's tokens are an inline <style>; module stylesheets come with their modules.
  assert.deepEqual(policy['style-src'], ["'self'", "'unsafe-inline'", 'https://cdn.example.com']);
  // Inlined build images (data:), an avatar's preview (blob:) and the avatars the API serves.
  assert.deepEqual(policy['img-src'], [
    "'self'",
    'data:',
    'blob:',
    'http://localhost:9001',
    'https://cdn.example.com',
  ]);
  assert.equal(policy['frame-src'], undefined);
  assert.deepEqual(policy['connect-src'], [
    "'self'",
    'http://localhost:9001',
    'ws://localhost:6001',
    'wss://localhost:6001',
  ]);
  assert.deepEqual(policy['object-src'], ["'none'"]);
  assert.deepEqual(policy['base-uri'], ["'self'"]);
  assert.deepEqual(policy['frame-ancestors'], ["'self'"]);
});

test('the CSP allows reCAPTCHA only when a site key is configured', async () => {
  const configured = await startHost({
    PORTAL_RECAPTCHA_SITE_KEY: 'site-key',
    PORTAL_PUBLIC_HOST: 'portal.example.com',
  });
  try {
    const csp = (await rawGet(configured.port, '/')).headers['content-security-policy'];
    assert.match(csp, /script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    assert.match(csp, /script-src [^;]*https:\/\/www\.gstatic\.com\/recaptcha\//);
    assert.match(csp, /frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    assert.match(csp, /frame-src [^;]*https:\/\/recaptcha\.google\.com\/recaptcha\//);
    assert.match(csp, /connect-src [^;]*http:\/\/portal\.example\.com:9001/);
  } finally {
    await configured.close();
  }
  const plain = (await rawGet(host.port, '/')).headers['content-security-policy'];
  assert.doesNotMatch(plain, /google|gstatic/);
});

test('a local portal lets import-map-overrides load from the dev servers it is given', async () => {
  const local = await startHost({}, ['http://localhost:9104']);
  try {
    const csp = (await rawGet(local.port, '/')).headers['content-security-policy'];
    assert.match(csp, /script-src [^;]*http:\/\/localhost:9104/);
    assert.match(csp, /style-src [^;]*http:\/\/localhost:9104/);
    assert.match(csp, /img-src [^;]*http:\/\/localhost:9104/);
    assert.match(csp, /connect-src [^;]*ws:\/\/localhost:9104/);
  } finally {
    await local.close();
  }
});

test("the CSP lets scripts and stylesheets load from the client apps' module origins, and the apps call their own origins", async () => {
  const configured = await startHost({
    PORTAL_BETTING_APP_URL: 'https://betting.example.com/app/betting.js',
    PORTAL_FANTASY_APP_URL: 'http://localhost:9006/fantasy/fantasy-app.js',
  });
  try {
    const betting = pageParts((await rawGet(configured.port, '/betting')).body);
    assert.deepEqual(betting.clientApps, ['https://betting.example.com/app/betting.js']);
    assert.ok(betting.preconnects.includes('https://betting.example.com'));
    const csp = (await rawGet(configured.port, '/')).headers['content-security-policy'];
    assert.match(csp, /script-src [^;]*https:\/\/betting\.example\.com[ ;]/);
    assert.match(csp, /script-src [^;]*http:\/\/localhost:9006[ ;]/);
    assert.match(csp, /style-src [^;]*https:\/\/betting\.example\.com[ ;]/);
    assert.match(csp, /style-src [^;]*http:\/\/localhost:9006[ ;]/);
    assert.match(csp, /connect-src [^;]*https:\/\/betting\.example\.com[ ;]/);
    assert.match(csp, /connect-src [^;]*http:\/\/localhost:9006[ ;]/);
  } finally {
    await configured.close();
  }
  const plain = (await rawGet(host.port, '/')).headers['content-security-policy'];
  assert.doesNotMatch(plain, /betting\.example\.com|localhost:9006/);
});

/** The data and hints the host writes into a page. */
function pageParts(html) {
  const json = (pattern) => JSON.parse(pattern.exec(html)[1]);
  return {
    importMap: json(/<script type="systemjs-importmap">([\s\S]*?)<\/script>/),
    config: json(
      /<script type="application\/json" id="portal-runtime-config">([\s\S]*?)<\/script>/,
    ),
    preloads: [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(
      (m) => m[1],
    ),
    preconnects: [...html.matchAll(/<link rel="preconnect" href="([^"]+)"/g)].map((m) => m[1]),
    stylesheets: [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]),
    clientApps: [
      ...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" crossorigin="anonymous"/g),
    ].map((m) => m[1]),
    overrides: /data-overrides="?(\w+)/.exec(html)[1],
  };
}

test('a page carries the live import map and the runtime config, so the browser fetches neither', async () => {
  const parts = pageParts((await rawGet(host.port, '/betting')).body);
  assert.deepEqual(parts.importMap, JSON.parse(fs.readFileSync(liveMapFile('local'))));
  assert.equal(parts.config.apiBaseUrl, 'http://localhost:9001');
  assert.equal(parts.config.region, 'AU');
});

test('a page preloads root-config and the modules its layout mounts at that path, with their dependencies', async () => {
  const betting = pageParts((await rawGet(host.port, '/betting/my-bets')).body);
  assert.deepEqual(betting.preloads, [
    '/root-config/abc/root-config.js',
    '/mf-shell/def/portal-shell.js',
    '/root-config/abc/shared/react.js',
    '/mf-betting-host/123/portal-betting-host.js',
  ]);
  const withdraw = pageParts((await rawGet(host.port, '/account/withdraw')).body);
  assert.ok(withdraw.preloads.includes('https://cdn.example.com/mf-payments/1/portal-payments.js'));
  assert.ok(!withdraw.preloads.includes('/mf-betting-host/123/portal-betting-host.js'));
  assert.deepEqual(betting.preconnects, ['http://localhost:9001']);
  assert.equal(withdraw.clientApps.length, 0);
  // Only the stylesheets the CDN holds (root-config's portal.css is the template's own).
  assert.deepEqual(betting.stylesheets, [
    '/root-config/abc/portal.css',
    '/mf-shell/def/portal-shell.css',
  ]);
});

test('a preload asks for the integrity the import map gives its script, so SystemJS can use it', async () => {
  const html = (await rawGet(host.port, '/betting')).body;
  assert.match(
    html,
    /<link rel="preload" as="script" href="\/mf-shell\/def\/portal-shell\.js" integrity="sha384-shell"/,
  );
  assert.match(
    html,
    /<link rel="preload" as="script" href="\/root-config\/abc\/root-config\.js" \/>/,
  );
});

test('a host serves the import map of its environment (PORTAL_ENVIRONMENT)', async () => {
  const staging = JSON.parse(LIVE_MAP);
  staging.imports['@portal/payments'] = '/mf-payments/staging/portal-payments.js';
  fs.mkdirSync(path.dirname(liveMapFile('staging')), { recursive: true });
  fs.writeFileSync(liveMapFile('staging'), JSON.stringify(staging));
  const stagingHost = await startHost({ PORTAL_ENVIRONMENT: 'staging' });
  try {
    const page = pageParts((await rawGet(stagingHost.port, '/betting')).body);
    assert.deepEqual(page.importMap, staging);
    assert.deepEqual(
      JSON.parse((await rawGet(stagingHost.port, '/import-map.json')).body),
      staging,
    );
  } finally {
    await stagingHost.close();
  }
  assert.throws(
    () => createPageHost({ env: { CDN_DIR: cdnDir, PORTAL_ENVIRONMENT: 'qa' } }),
    /Unknown environment "qa"/,
  );
});

test('import-map-overrides: allowed outside production, refused in production unless configured', async () => {
  assert.equal(pageParts((await rawGet(host.port, '/')).body).overrides, 'allowed');
  for (const [env, expected] of [
    [{ NODE_ENV: 'production' }, 'refused'],
    [{ PORTAL_ENV: 'production', PORTAL_IMPORT_MAP_OVERRIDES: '1' }, 'allowed'],
    [{ PORTAL_IMPORT_MAP_OVERRIDES: 'no' }, 'refused'],
  ]) {
    const configured = await startHost(env);
    try {
      assert.equal(pageParts((await rawGet(configured.port, '/')).body).overrides, expected);
    } finally {
      await configured.close();
    }
  }
});

test("a page links the stylesheet of its route's client app when the client apps' host has one", async () => {
  const css = 'http://localhost:9006/betting/betting-app.css';
  const env = { PORTAL_BETTING_APP_URL: 'http://localhost:9006/betting/betting-app.js' };
  const configured = await startHost(env, [], (url) => url === css);
  try {
    const page = pageParts((await rawGet(configured.port, '/betting')).body);
    assert.ok(page.stylesheets.includes(css));
    assert.deepEqual(page.clientApps, ['http://localhost:9006/betting/betting-app.js']);
  } finally {
    await configured.close();
  }
  assert.ok(!pageParts((await rawGet(host.port, '/betting')).body).stylesheets.includes(css));
});

test("a release's map names builds at the store's public origin: the page comes from the same store", async () => {
  const origin = 'https://static.example.com';
  const released = JSON.parse(LIVE_MAP);
  for (const [name, url] of Object.entries(released.imports)) {
    if (url.startsWith('/')) released.imports[name] = `${origin}${url}`;
  }
  released.integrity = { [`${origin}/mf-shell/def/portal-shell.js`]: 'sha384-shell' };
  delete released.depcache;
  const mapFile = path.join(outside, 'released-map.json');
  fs.writeFileSync(mapFile, JSON.stringify(released));
  const releasedHost = await startHost({ IMPORT_MAP_URL: mapFile });
  try {
    const answer = await rawGet(releasedHost.port, '/betting');
    assert.equal(answer.status, 200, answer.body);
    const page = pageParts(answer.body);
    assert.deepEqual(page.importMap, released);
    assert.deepEqual(page.preloads.slice(0, 2), [
      `${origin}/root-config/abc/root-config.js`,
      `${origin}/mf-shell/def/portal-shell.js`,
    ]);
    assert.ok(page.stylesheets.includes(`${origin}/mf-shell/def/portal-shell.css`));
    // Product images: root-config's assets, found by the path of its URL in the store.
    assert.equal((await rawGet(releasedHost.port, '/assets/logo.svg')).status, 200);
  } finally {
    await releasedHost.close();
  }
});
