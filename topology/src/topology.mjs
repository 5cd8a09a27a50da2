// The production topology on one machine (topology/README.md): PostgreSQL, the realtime server, two
// API instances, import-map-deployer with a static store folder, the page host, and nginx in front
// as the load balancer and the store's web server; then every package's build released into it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { deployerClient } from '@portal/release/deployer-client.mjs';
import { deployerSettings } from '@portal/release/deployer-config.mjs';
import { createFolderStore } from '@portal/release/folder-store.mjs';
import { createRelease } from '@portal/release/release.mjs';
import { startDeployer } from '@portal/release/start-deployer.mjs';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { startNginx } from './nginx.mjs';
import { assertPortsFree, topologyPorts } from './ports.mjs';
import { builtDist, releaseAll } from './release-builds.mjs';
import { sandboxOutbox } from './sandbox-outbox.mjs';
import { startServiceProcess } from './service-process.mjs';

/** The environment the deployer keeps the map of and the page host serves. */
const ENV = 'production';
const API_DIST = path.join(ROOT, 'portal-api', 'dist');
const secret = () => crypto.randomBytes(24).toString('base64url');

/** The URLs of the topology's public face (nginx) for `ports`. */
function publicUrls(ports) {
  const at = (port) => `http://localhost:${port}`;
  return {
    portal: at(ports.portal),
    api: at(ports.api),
    realtime: `ws://localhost:${ports.realtime}`,
    clientApps: at(ports.clientApps),
    importMap: `${at(ports.portal)}/import-maps/${ENV}.json`,
  };
}

/** PostgreSQL: DATABASE_URL when set, else a throwaway cluster (portal-api/tools/postgres-cluster.ts). */
async function startDatabase(databaseUrl) {
  if (databaseUrl) return { url: databaseUrl, stop: async () => undefined };
  const { startPostgresCluster } = await tsImport(
    '../../portal-api/tools/postgres-cluster.ts',
    import.meta.url,
  );
  const cluster = await startPostgresCluster();
  return { url: cluster.url(), stop: cluster.stop };
}

/**
 * Starts everything on the ports from `portBase` (TOPOLOGY_PORT_BASE, default 9880) and releases
 * every build. `echo` copies each service's output to this process's, labelled. Returns
 * `{ urls, ports, release, releaseEnv, stopApiInstance(i), sandboxMessages(to), apiLogs(), stop() }`:
 * `release` is the release library bound to the topology's store and deployer (deploy,
 * switchVersion, history), and `releaseEnv` the environment the release CLI (release/src/cli.mjs)
 * needs for the same; `stopApiInstance(0 or 1)` kills that API instance as a crash would.
 */
export async function startTopology({
  portBase = undefined,
  databaseUrl = process.env.DATABASE_URL,
  echo = false,
} = {}) {
  const ports = topologyPorts(portBase);
  await assertPortsFree(ports);
  const urls = publicUrls(ports);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-topology-'));
  const storeDir = path.join(dir, 'store');
  const stateDir = path.join(dir, 'deployer');
  fs.mkdirSync(storeDir);
  const stoppers = [];
  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    })());

  const pusher = { PUSHER_APP_ID: 'portal', PUSHER_KEY: 'portal-key', PUSHER_SECRET: secret() };
  const metricsToken = secret();
  const deployerPassword = secret();
  const node = (name, script, port, env) =>
    startServiceProcess({
      name,
      command: process.execPath,
      args: [script],
      env,
      port,
      cwd: path.dirname(script),
      echo,
    });
  // Each service is told its own NODE_ENV / PORTAL_ENV below, whatever this process runs under.
  const baseEnv = { ...process.env };
  delete baseEnv.NODE_ENV;
  try {
    const database = await startDatabase(databaseUrl);
    stoppers.push(database.stop);
    const outbox = sandboxOutbox(database.url);
    stoppers.push(outbox.close);

    const realtime = await node(
      'realtime',
      path.join(API_DIST, 'realtime-main.js'),
      ports.realtimeServer,
      {
        ...baseEnv,
        ...pusher,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        REALTIME_PORT: String(ports.realtimeServer),
        METRICS_TOKEN: metricsToken,
      },
    );
    stoppers.push(realtime.stop);

    // Staging, not production: production refuses every sandbox provider (cards, identity, mail,
    // captcha, …), and this machine has no real one. Everything else runs as in production.
    const apiEnv = {
      ...baseEnv,
      ...pusher,
      PORTAL_ENV: 'staging',
      DATABASE_URL: database.url,
      DATA_DIR: path.join(dir, 'api-data'),
      REALTIME_SERVER: 'off',
      REALTIME_PORT: String(ports.realtimeServer),
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(ports.realtimeServer),
      TRUST_PROXY: '127.0.0.1',
      API_PUBLIC_URL: urls.api,
      PORTAL_URL: urls.portal,
      PORTAL_ORIGINS: urls.portal,
      METRICS_TOKEN: metricsToken,
      LOCATION_SANDBOX_SECRET: secret(),
    };
    const apis = [];
    for (const [name, port] of [
      ['api a', ports.apiA],
      ['api b', ports.apiB],
    ]) {
      const api = await node(name, path.join(API_DIST, 'main.js'), port, {
        ...apiEnv,
        API_PORT: String(port),
      });
      apis.push(api);
      stoppers.push(api.stop);
    }

    const deployer = await startDeployer(
      deployerSettings({
        RELEASE_DEPLOYER_PORT: String(ports.deployer),
        RELEASE_STATE_DIR: stateDir,
        RELEASE_ENVIRONMENTS: ENV,
        RELEASE_STORE_ORIGIN: urls.portal,
        RELEASE_DEPLOYER_PASSWORD: deployerPassword,
      }),
      { output: echo ? 'inherit' : 'ignore' },
    );
    stoppers.push(deployer.stop);

    const pageHost = await node(
      'page host',
      path.join(ROOT, 'page-host', 'src', 'main.mjs'),
      ports.pageHost,
      {
        ...baseEnv,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(ports.pageHost),
        STATIC_DIR: storeDir,
        IMPORT_MAP_URL: urls.importMap,
        IMPORT_MAP_TTL_MS: '1000',
        PORTAL_PUBLIC_HOST: 'localhost',
        PORTAL_API_URL: urls.api,
        PUSHER_KEY: pusher.PUSHER_KEY,
        PORTAL_REALTIME_PORT: String(ports.realtime),
        PORTAL_BETTING_APP_URL: `${urls.clientApps}/betting/betting-app.js`,
        PORTAL_FANTASY_APP_URL: `${urls.clientApps}/fantasy/fantasy-app.js`,
        LOG_LEVEL: 'warn',
      },
    );
    stoppers.push(pageHost.stop);

    const nginx = await startNginx({
      prefix: path.join(dir, 'nginx'),
      ports,
      storeDir,
      mapFile: path.join(stateDir, `import-map-${ENV}.json`),
      clientAppsDir: builtDist('demo-client-apps'),
      echo,
    });
    stoppers.push(nginx.stop);

    const release = createRelease({
      store: createFolderStore(storeDir),
      origin: urls.portal,
      deployer: deployerClient({ url: deployer.url, password: deployerPassword }),
      by: 'topology',
    });
    const moves = await releaseAll(release, ENV);

    return {
      urls,
      ports,
      env: ENV,
      release,
      releaseEnv: {
        RELEASE_STORE_DIR: storeDir,
        RELEASE_STORE_ORIGIN: urls.portal,
        RELEASE_DEPLOYER_URL: deployer.url,
        RELEASE_DEPLOYER_PASSWORD: deployerPassword,
      },
      moves,
      /** Kills API instance `i` (0 or 1) as a crash would; nginx sends its requests to the other. */
      stopApiInstance: (i) => apis[i].crash(),
      /** What the e-mail and SMS sandboxes would have sent to `to`, newest first. */
      sandboxMessages: (to) => outbox.list(to),
      /** Everything the API instances have logged (JSON lines), a killed one's included. */
      apiLogs: () => apis.map((api) => api.output()).join(''),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
