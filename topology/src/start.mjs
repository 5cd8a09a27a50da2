// npm run topology: the production topology on one machine (topology/README.md), until Ctrl-C or
// SIGTERM, which stop every part and remove its temporary folders.
import { answerTestCalls } from './test-calls.mjs';
import { startTopology } from './topology.mjs';

try {
  const topology = await startTopology({ echo: process.env.TOPOLOGY_QUIET !== '1' });
  for (const move of topology.moves) {
    console.info(`released ${move.folder} ${move.to} to ${topology.env}`);
  }
  const { urls, ports, releaseEnv } = topology;
  const releaseCli = Object.entries(releaseEnv)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  console.info(`
portal (pages, builds)   ${urls.portal}
API (load balancer)      ${urls.api}   → instances on ${ports.apiA}, ${ports.apiB}
realtime                 ${urls.realtime}   → realtime server on ${ports.realtimeServer}
client apps              ${urls.clientApps}
live import map          ${urls.importMap}   (import-map-deployer on ${ports.deployer})
page host                http://127.0.0.1:${ports.pageHost}
release a build into it  ${releaseCli} node release/src/cli.mjs deploy <folder> --env ${topology.env}
Ctrl-C stops everything.`);
  const shutDown = () => topology.stop().then(() => process.exit(0));
  process.once('SIGINT', shutDown).once('SIGTERM', shutDown);
  if (process.send) {
    // Forked by a test: it drives the topology over IPC, and its end ends the topology.
    process.once('disconnect', shutDown);
    answerTestCalls(topology);
  }
} catch (error) {
  console.error(error);
  process.exit(1);
}
