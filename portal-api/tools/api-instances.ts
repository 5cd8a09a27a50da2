// `npm run instances -w portal-api`: the production layout on one machine. The realtime server runs
// on its own (REALTIME_PORT, 6001), API_INSTANCES (2) API processes share one PostgreSQL database
// (DATABASE_URL, or a throwaway server removed on exit) and a round-robin proxy on API_PORT (9001)
// stands for the load balancer. Other settings pass through to every process. Ctrl-C stops them.
import { startRoundRobinProxy } from '../src/test-support/round-robin-proxy';
import { freePort, startServerProcess } from '../src/test-support/server-process';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';

const stoppers: Array<() => Promise<void>> = [];

async function stopAll(): Promise<void> {
  for (const stop of stoppers.reverse()) await stop();
}

async function main(): Promise<void> {
  const count = Number(process.env.API_INSTANCES ?? 2);
  const apiPort = Number(process.env.API_PORT ?? 9001);
  const realtimePort = Number(process.env.REALTIME_PORT ?? 6001);
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const cluster: PostgresCluster = await startPostgresCluster();
    stoppers.push(cluster.stop);
    databaseUrl = cluster.url();
  }
  const shared = {
    DATABASE_URL: databaseUrl,
    REALTIME_PORT: String(realtimePort),
    PUSHER_PORT: process.env.PUSHER_PORT ?? String(realtimePort),
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    API_PUBLIC_URL: process.env.API_PUBLIC_URL ?? `http://localhost:${apiPort}`,
  };
  const realtime = await startServerProcess('realtime-main.ts', realtimePort, shared, 'realtime |');
  stoppers.push(realtime.stop);
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const upstreams = ports.map((port, i) => ({ name: String.fromCharCode(97 + i), port }));
  for (const { name, port } of upstreams) {
    const env = { ...shared, API_PORT: String(port), REALTIME_SERVER: 'off' };
    const instance = await startServerProcess('main.ts', port, env, `api ${name}    |`);
    stoppers.push(instance.stop);
  }
  const proxy = await startRoundRobinProxy(upstreams, apiPort);
  stoppers.push(proxy.close);
  console.info(
    `realtime server on ws://127.0.0.1:${realtimePort}; API instances ` +
      `${upstreams.map(({ name, port }) => `${name} on ${port}`).join(', ')}; ` +
      `round-robin proxy on ${proxy.url}`,
  );
}

const shutDown = () => stopAll().then(() => process.exit(0));
process.once('SIGINT', shutDown).once('SIGTERM', shutDown);

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
