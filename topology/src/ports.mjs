// The topology's loopback ports, consecutive from TOPOLOGY_PORT_BASE (default 9880): the four that
// nginx answers on (what players and other teams reach) and the five behind it.
import { createServer } from 'node:net';

const LAYOUT = [
  'portal', // nginx: pages (to the page host), the static store's builds, the live map file
  'api', // nginx: the load balancer in front of the API instances
  'realtime', // nginx: the realtime server's WebSocket
  'clientApps', // nginx: the demo client apps, another team's origin
  'pageHost',
  'realtimeServer',
  'apiA',
  'apiB',
  'deployer',
];

/** The port of every part, from `base`. */
export function topologyPorts(base = Number(process.env.TOPOLOGY_PORT_BASE ?? 9880)) {
  if (!Number.isInteger(base) || base < 1024 || base + LAYOUT.length > 65536) {
    throw new Error(`TOPOLOGY_PORT_BASE must be a port number, not ${base}`);
  }
  return Object.fromEntries(LAYOUT.map((name, i) => [name, base + i]));
}

function free(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Fails naming the ports something already listens on (a service would seem ready at once). */
export async function assertPortsFree(ports) {
  const taken = [];
  for (const [name, port] of Object.entries(ports))
    if (!(await free(port))) taken.push(`${name} ${port}`);
  if (taken.length > 0) {
    throw new Error(
      `Ports in use: ${taken.join(', ')}. Stop what uses them or set TOPOLOGY_PORT_BASE.`,
    );
  }
}
