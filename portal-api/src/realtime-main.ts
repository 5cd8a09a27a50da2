// The realtime server on its own (`npm run realtime`): the one Pusher-compatible server that every
// API instance started with REALTIME_SERVER=off publishes to.
import { loadRealtimeServerConfig } from './config';
import { closeOnSignal, runMain } from './process-lifecycle';
import { jsonLinesLog } from './realtime/json-lines-log';
import { createRealtimeServer } from './realtime/realtime-server';

async function main(): Promise<void> {
  const { host, port, app, metricsToken } = loadRealtimeServerConfig();
  const server = createRealtimeServer({ ...app, metricsToken, log: jsonLinesLog(process.stdout) });
  const bound = await server.listen(port, host);
  console.info(`realtime (Pusher protocol 7) on ws://${host}:${bound}/app/${app.key}`);

  closeOnSignal(() => server.close());
}

runMain(main);
