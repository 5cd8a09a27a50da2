import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import test from 'node:test';
import { createPageHost } from './page-host.mjs';

// A store with one published root-config build, its source map and the local environment's map.
const store = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-page-host-service-'));
const build = path.join(store, 'root-config/abc');
fs.mkdirSync(build, { recursive: true });
fs.copyFileSync(
  path.join(import.meta.dirname, '../../root-config/src/index.html'),
  path.join(build, 'index.html'),
);
fs.writeFileSync(
  path.join(build, 'root-config.js'),
  'export {};\n//# sourceMappingURL=root-config.js.map',
);
fs.writeFileSync(path.join(build, 'root-config.js.map'), '{"version":3}');
const mapFile = path.join(store, 'environments/local/import-map.json');
fs.mkdirSync(path.dirname(mapFile), { recursive: true });
fs.writeFileSync(
  mapFile,
  JSON.stringify({ imports: { '@portal/root-config': '/root-config/abc/root-config.js' } }),
);
test.after(() => fs.rmSync(store, { recursive: true, force: true }));

/** A page host on the store with `env`; `lines` collects its parsed log lines. */
async function startHost(env = {}) {
  const lines = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(
        ...chunk
          .toString()
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line)),
      );
      callback();
    },
  });
  const app = createPageHost({ env: { CDN_DIR: store, LOG_LEVEL: 'info', ...env }, logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = (target) => `http://127.0.0.1:${app.server.address().port}${target}`;
  return { url, lines, close: () => app.close() };
}

test('a published build is cached for good; its source map is served only when configured', async () => {
  const host = await startHost();
  try {
    const script = await fetch(host.url('/root-config/abc/root-config.js'));
    assert.equal(script.status, 200);
    assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(script.headers.get('content-type'), /^text\/javascript/);
    assert.equal(script.headers.get('sourcemap'), null);
    const map = await fetch(host.url('/root-config/abc/root-config.js.map'));
    assert.equal(map.status, 404);
    assert.equal(map.headers.get('sourcemap'), null);
  } finally {
    await host.close();
  }
  const development = await startHost({ SERVE_SOURCE_MAPS: '1' });
  try {
    const map = await fetch(development.url('/root-config/abc/root-config.js.map'));
    assert.equal(map.status, 200);
    assert.deepEqual(await map.json(), { version: 3 });
  } finally {
    await development.close();
  }
});

test('only GET and HEAD are answered', async () => {
  const host = await startHost();
  try {
    const post = await fetch(host.url('/betting'), { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('x-content-type-options'), 'nosniff');
    const head = await fetch(host.url('/betting'), { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.match(head.headers.get('content-security-policy'), /default-src 'self'/);
  } finally {
    await host.close();
  }
});

test('live while the process answers; ready while the import map names root-config', async () => {
  const host = await startHost();
  try {
    // A load balancer asks by address, not by a brand's host name.
    const headers = { host: '10.0.0.7:9000' };
    const live = await fetch(host.url('/health/live'), { headers });
    assert.equal(live.status, 200);
    assert.deepEqual(await live.json(), { status: 'live' });
    const ready = await fetch(host.url('/health/ready'), { headers });
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { status: 'ready' });
  } finally {
    await host.close();
  }
  const unpublished = await startHost({ PORTAL_ENVIRONMENT: 'staging' });
  try {
    const ready = await fetch(unpublished.url('/health/ready'));
    assert.equal(ready.status, 503);
    assert.equal((await ready.json()).status, 'not ready');
    assert.equal((await fetch(unpublished.url('/health/live'))).status, 200);
  } finally {
    await unpublished.close();
  }
});

test('every request has an id, echoed and on its JSON log lines, which hold no cookie or token', async () => {
  const host = await startHost();
  try {
    const headers = { cookie: 'session=SECRET-COOKIE', authorization: 'Bearer SECRET-TOKEN' };
    const given = await fetch(host.url('/betting'), {
      headers: { ...headers, 'x-request-id': 'lb-7f3a.1' },
    });
    assert.equal(given.headers.get('x-request-id'), 'lb-7f3a.1');
    const forged = await fetch(host.url('/betting'), {
      headers: { 'x-request-id': 'x'.repeat(500) },
    });
    const generated = forged.headers.get('x-request-id');
    assert.match(generated, /^[0-9a-f-]{36}$/);
    const logged = host.lines.filter((line) => line.reqId === 'lb-7f3a.1');
    assert.ok(logged.some((line) => line.req?.url === '/betting'));
    assert.ok(logged.some((line) => line.res?.statusCode === 200));
    assert.ok(host.lines.some((line) => line.reqId === generated));
    assert.doesNotMatch(JSON.stringify(host.lines), /SECRET-COOKIE|SECRET-TOKEN/);
  } finally {
    await host.close();
  }
});

test('text answers travel gzipped to a client that takes it', async () => {
  const host = await startHost();
  try {
    const { request } = await import('node:http');
    const encoding = await new Promise((resolve, reject) => {
      request(host.url('/root-config/abc/root-config.js'), {
        headers: { 'accept-encoding': 'gzip' },
      })
        .on('response', (res) => resolve(res.headers['content-encoding']))
        .on('error', reject)
        .end();
    });
    assert.equal(encoding, 'gzip');
  } finally {
    await host.close();
  }
});
