import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TestSocket } from '../test-support/test-socket';
import { createRealtimeProbe } from './realtime-probe';
import { createRealtimeServer, type RealtimeServer } from './realtime-server';

const APP = { appId: 'portal', key: 'portal-key', secret: 'portal-secret' };

async function started(metricsToken: string | null = null) {
  const server = createRealtimeServer({ ...APP, metricsToken });
  const port = await server.listen(0, '127.0.0.1');
  return { server, base: `http://127.0.0.1:${port}`, port };
}

let running: RealtimeServer[] = [];
afterEach(async () => {
  await Promise.all(running.map((server) => server.close()));
  running = [];
});

describe('the realtime server’s health and metrics', () => {
  it('is live and ready, and counts its open connections', async () => {
    const { server, base, port } = await started();
    running.push(server);
    expect(await (await fetch(`${base}/health/live`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base}/health/ready`)).json()).toEqual({ status: 'ok' });

    const socket = await TestSocket.open(`ws://127.0.0.1:${port}/app/${APP.key}?protocol=7`);
    await socket.next('pusher:connection_established');
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await metrics.text()).toMatch(/^realtime_connections 1$/m);
    socket.close();
  });

  it('answers /metrics only with the configured bearer token', async () => {
    const { server, base } = await started('scrape-token');
    running.push(server);
    const refused = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      errors: { error: ['The metrics need the bearer token the server was configured with.'] },
    });
    const scraped = await fetch(`${base}/metrics`, {
      headers: { authorization: 'Bearer scrape-token' },
    });
    expect(await scraped.text()).toMatch(/^realtime_connections 0$/m);
  });
});

/** An HTTP server that answers `status` (or nothing at all) and counts what it was asked. */
async function fakeRealtime() {
  const state = { status: 200 as number | null, hits: 0 };
  const server = createServer((_request, response) => {
    state.hits += 1;
    if (state.status !== null) response.writeHead(state.status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { state, port, close };
}

describe('the API’s realtime probe', () => {
  it('asks the realtime server’s readiness, and finds it gone once it closes', async () => {
    const { server, port } = await started();
    const probe = createRealtimeProbe(
      { host: '127.0.0.1', port, useTLS: false },
      { timeoutMs: 500, cacheMs: 0 },
    );
    expect(await probe()).toBe(true);
    await server.close();
    expect(await probe()).toBe(false);
  });

  it('asks at most once per cache period however many probes come', async () => {
    const fake = await fakeRealtime();
    let now = 0;
    const probe = createRealtimeProbe(
      { host: '127.0.0.1', port: fake.port, useTLS: false },
      { timeoutMs: 500, cacheMs: 2000 },
      () => now,
    );
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([true, true, true]);
    now = 1999;
    fake.state.status = 503;
    expect(await probe()).toBe(true);
    expect(fake.state.hits).toBe(1);
    now = 2000;
    expect(await probe()).toBe(false);
    expect(fake.state.hits).toBe(2);
    await fake.close();
  });

  it('counts a server that does not answer in time as unreachable', async () => {
    const fake = await fakeRealtime();
    fake.state.status = null;
    const probe = createRealtimeProbe(
      { host: '127.0.0.1', port: fake.port, useTLS: false },
      { timeoutMs: 100, cacheMs: 0 },
    );
    expect(await probe()).toBe(false);
    await fake.close();
  });
});
