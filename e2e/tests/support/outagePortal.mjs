// The outage portal of the browser tests: the composed portal (scripts/serve.mjs) whose page reaches
// the API and the realtime server through two proxies the tests switch off and on, so a test takes a
// service down as the browser sees it while the service itself (and its database) keeps running.
//
// Environment: PORT, API_PORT and REALTIME_PORT as for serve.mjs; OUTAGE_API_PROXY_PORT (the page's
// API is http://localhost:<it>), OUTAGE_REALTIME_PROXY_HOST (the page's realtime host; its proxy
// listens there on REALTIME_PORT, as the realtime server listens on 127.0.0.1) and
// OUTAGE_CONTROL_PORT, where `POST /<api|realtime>/<down|up>` switches a proxy.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const env = process.env;
const UPSTREAM_HOST = '127.0.0.1';

/** A TCP proxy that can be taken down (it refuses connections and drops the open ones) and up again. */
function switchableProxy(listen, upstreamPort) {
  const sockets = new Set();
  let server = null;
  const track = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const accept = (client) => {
    const upstream = net.connect(upstreamPort, UPSTREAM_HOST);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  };
  return {
    up: () =>
      new Promise((resolve, reject) => {
        if (server) return resolve();
        server = net.createServer(accept);
        server.once('error', reject);
        server.listen(listen.port, listen.host, resolve);
      }),
    down: () =>
      new Promise((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
        sockets.forEach((socket) => socket.destroy());
      }),
  };
}

const proxies = {
  api: switchableProxy(
    { host: UPSTREAM_HOST, port: Number(env.OUTAGE_API_PROXY_PORT) },
    Number(env.API_PORT),
  ),
  realtime: switchableProxy(
    { host: env.OUTAGE_REALTIME_PROXY_HOST, port: Number(env.REALTIME_PORT) },
    Number(env.REALTIME_PORT),
  ),
};
await Promise.all(Object.values(proxies).map((proxy) => proxy.up()));

http
  .createServer((request, response) => {
    const [, service, state] = request.url?.split('/') ?? [];
    const proxy = proxies[service];
    if (request.method !== 'POST' || !proxy || !['up', 'down'].includes(state)) {
      response.writeHead(404).end();
      return;
    }
    proxy[state]().then(
      () => response.writeHead(204).end(),
      (error) => response.writeHead(500).end(String(error)),
    );
  })
  .listen(Number(env.OUTAGE_CONTROL_PORT), UPSTREAM_HOST);

const portal = spawn(
  process.execPath,
  [fileURLToPath(new URL('../../../scripts/serve.mjs', import.meta.url))],
  {
    stdio: 'inherit',
    env: {
      ...env,
      PORTAL_API_URL: `http://localhost:${env.OUTAGE_API_PROXY_PORT}`,
      PORTAL_REALTIME_HOST: env.OUTAGE_REALTIME_PROXY_HOST,
    },
  },
);
portal.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => portal.kill(signal));
}
