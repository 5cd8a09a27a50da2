import assert from 'node:assert/strict';
import http from 'node:http';
import test from 'node:test';
import { importMapSource } from './import-map-source.mjs';

const MAP = { imports: { '@portal/root-config': '/root-config/abc/root-config.js' } };

/** A deployer answering `state.status` with `state.map`; counts the requests it gets. */
async function deployer(state) {
  const server = http.createServer((req, res) => {
    state.requests += 1;
    res.writeHead(state.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(state.map));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/import-map.json`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test("the deployer's map is fetched once per TTL, and the last good one served while it fails", async () => {
  const state = { status: 200, map: MAP, requests: 0 };
  const { url, close } = await deployer(state);
  let time = 0;
  const warnings = [];
  const source = importMapSource(url, {
    ttlMs: 1000,
    now: () => time,
    log: { warn: (details) => warnings.push(details) },
  });
  try {
    assert.deepEqual((await source.read()).map, MAP);
    await source.read();
    assert.equal(state.requests, 1, 'within the TTL the map is not fetched again');
    const deployed = { imports: { '@portal/root-config': '/root-config/def/root-config.js' } };
    state.map = deployed;
    time = 1500;
    assert.deepEqual((await source.read()).map, deployed);
    state.status = 503;
    time = 3000;
    assert.deepEqual((await source.read()).map, deployed, 'the last good map while it fails');
    assert.equal(warnings.length, 1);
  } finally {
    await close();
  }
});

test('without any good map the source fails, and a file source reads the file', async () => {
  const state = { status: 500, map: {}, requests: 0 };
  const { url, close } = await deployer(state);
  try {
    await assert.rejects(importMapSource(url).read(), /answered 500/);
    state.status = 200;
    await assert.rejects(importMapSource(url).read(), /is not an import map/);
  } finally {
    await close();
  }
  await assert.rejects(
    importMapSource('/nowhere/import-map.json').read(),
    /No live import map at \/nowhere\/import-map\.json: publish the builds first\./,
  );
});

test("a build's integrity and depcache come from the manifest beside it, read once", async () => {
  const manifestReads = [];
  const server = http.createServer((req, res) => {
    if (req.url === '/import-map.json') {
      const origin = `http://127.0.0.1:${server.address().port}`;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          imports: {
            '@portal/payments': `${origin}/mf-payments/0123456789ab/portal-payments.js`,
            react: '/shared/react.js',
          },
        }),
      );
      return;
    }
    manifestReads.push(req.url);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        files: { 'portal-payments.js': 'sha384-abc' },
        depcache: { 'portal-payments.js': ['react'] },
      }),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  let time = 0;
  const source = importMapSource(`${origin}/import-map.json`, { ttlMs: 10, now: () => time });
  try {
    const url = `${origin}/mf-payments/0123456789ab/portal-payments.js`;
    const { map, json } = await source.read();
    assert.deepEqual(map.integrity, { [url]: 'sha384-abc' });
    assert.deepEqual(map.depcache, { [url]: ['react'] });
    assert.deepEqual(JSON.parse(json), map, 'the page gets the map as read');
    time = 100;
    await source.read();
    assert.deepEqual(manifestReads, ['/mf-payments/0123456789ab/build-manifest.json']);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
