import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  name: string;
  port: number;
}

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A load balancer in miniature on a loopback port (a free one by default): each request goes to
 * the next upstream in turn with the client's address in X-Forwarded-For, and its answer names the
 * upstream in `x-upstream`.
 */
export function startRoundRobinProxy(upstreams: Upstream[], port = 0): Promise<RoundRobinProxy> {
  let requests = 0;
  const server = createServer((incoming, outgoing) => {
    const upstream = upstreams[requests % upstreams.length];
    requests += 1;
    const forwarded = request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-upstream': upstream.name,
        });
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502, { 'x-upstream': upstream.name }).end());
    incoming.pipe(forwarded);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise((closed) => {
            server.close(() => closed());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
