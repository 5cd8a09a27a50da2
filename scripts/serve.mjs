// Runs the built portal: portal-api with its realtime server (child process) and the page host
// (page-host/, in this process). Used by `npm start` after building, and by the browser tests on
// their own ports.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { brandHosts } from '@portal/page-host/brand-sites.mjs';
import { devServerOrigins } from '@portal/page-host/dev-servers.mjs';
import { listen } from '@portal/page-host/listen.mjs';
import { createPageHost } from '@portal/page-host/page-host.mjs';
import { runtimeConfig } from '@portal/page-host/runtime-config.mjs';
import { createPlatforms } from '../demo-client-apps/platform/platforms.mjs';
import { createClientAppsHost, demoClientAppsPlan } from './lib/client-apps.mjs';
import { locationSimulatorPlan } from './lib/location-simulator.mjs';
import { waitForPort } from './lib/ports.mjs';
import { ROOT } from './lib/workspace.mjs';

const port = Number(process.env.PORT ?? 9000);
const apiPort = Number(process.env.API_PORT ?? 9001);
const realtimePort = Number(process.env.REALTIME_PORT ?? 6001);
const publicHost = process.env.PORTAL_PUBLIC_HOST ?? 'localhost';
// The demo client apps stand in, on an origin of their own, for any client app without a module URL.
const demoClientApps = demoClientAppsPlan(process.env, { portalPort: port, publicHost });
if (demoClientApps) Object.assign(process.env, demoClientApps.env);
// Checked before anything starts: a bad PORTAL_PUBLIC_HOST or PORTAL_API_URL stops here.
const config = runtimeConfig(process.env, { apiPort, realtimePort });
const { apiBaseUrl } = config;
// US region, outside production: the location simulator stands in for the player's location service.
const simulator = locationSimulatorPlan(process.env, config);
// The micro-frontends' dev servers (npm start -w <package>) on a local portal.
const devOrigins = devServerOrigins(publicHost);
// The API answers pages of every brand's host (brand-sites.mjs) and of the public host.
const origins = [
  ...new Set(
    [publicHost, ...brandHosts(process.env.PORTAL_BRANDS_DIR)].map(
      (host) => `http://${host}:${port}`,
    ),
  ),
  ...devOrigins,
];

const api = spawn(process.execPath, [path.join(ROOT, 'portal-api/dist/main.js')], {
  cwd: path.join(ROOT, 'portal-api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    API_PORT: String(apiPort),
    REALTIME_PORT: String(realtimePort),
    PORTAL_ORIGINS: process.env.PORTAL_ORIGINS ?? origins.join(','),
    // The links the API sends (reset e-mails, avatars) use the host players reach it at.
    PORTAL_URL: process.env.PORTAL_URL ?? `http://${publicHost}:${port}`,
    API_PUBLIC_URL: process.env.API_PUBLIC_URL ?? apiBaseUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The demo client apps' platforms sign their wallet calls with keys made for this run.
    ...(demoClientApps && {
      WALLET_PLATFORM_KEYS: Object.entries(demoClientApps.platformKeys)
        .map(([clientId, key]) => `${clientId}:${key}`)
        .join(','),
    }),
    // The API verifies the simulator's geo packets with the secret it signs them with.
    ...(simulator && { LOCATION_SANDBOX_SECRET: simulator.secret }),
  },
});
const children = [api];
if (simulator) {
  const child = spawn(process.execPath, [path.join(ROOT, 'location-simulator/dist/main.js')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      LOCATION_SIMULATOR_PORT: String(simulator.port),
      LOCATION_SANDBOX_SECRET: simulator.secret,
      LOCATION_SIMULATOR_STATE: process.env.LOCATION_SIMULATOR_STATE ?? simulator.state,
    },
  });
  child.on('exit', (code) => {
    console.error(`location-simulator stopped (${code}); stopping the portal.`);
    stop(code || 1);
  });
  children.push(child);
}

function stop(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
api.on('exit', (code) => {
  console.error(`portal-api stopped (${code}); stopping the portal.`);
  stop(code || 1);
});
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// A loaded machine may take minutes to migrate and seed; an API that fails stops this process above.
const startup = { timeoutMs: 10 * 60_000 };
await Promise.all([
  waitForPort(apiPort, startup),
  waitForPort(realtimePort, startup),
  ...(simulator ? [waitForPort(simulator.port, startup)] : []),
]);
if (demoClientApps) {
  const platforms = createPlatforms({
    apiUrl: apiBaseUrl,
    keys: demoClientApps.platformKeys,
    // How long after a bet or an entry its event or contest ends and the platform pays it.
    settleAfterMs: Number(process.env.DEMO_PLATFORM_SETTLE_MS ?? 10_000),
  });
  await new Promise((resolve) =>
    createClientAppsHost({ platforms }).listen(demoClientApps.port, resolve),
  );
}
const pageHost = createPageHost({
  // The development loop serves the builds' source maps and logs only warnings of the page host.
  env: {
    ...process.env,
    SERVE_SOURCE_MAPS: process.env.SERVE_SOURCE_MAPS ?? '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
  devServers: devOrigins,
  otherFiles: demoClientApps?.servesFile,
});
await listen(pageHost, { port });
console.info(`\nPortal ready: http://${publicHost}:${port}`);
console.info(
  `Portal API: http://${publicHost}:${apiPort}  Realtime: ws://${publicHost}:${realtimePort}\n`,
);
if (demoClientApps) {
  console.info(`Demo client apps: http://${publicHost}:${demoClientApps.port}\n`);
}
if (simulator) {
  console.info(
    `Location simulator: wss://localhost:${simulator.port} (open https://localhost:${simulator.port} once in the browser to accept its certificate)\n`,
  );
}
