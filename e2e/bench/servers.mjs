// The bench's own servers on ports 9850-9899: the composed portal (scripts/serve.mjs: static host,
// API, realtime, demo client apps) on a fresh database, and the bare React page's host.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForPort } from '../../scripts/lib/ports.mjs';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { createBareHost } from './bare-host.mjs';

export const PORTS = { portal: 9850, api: 9851, realtime: 9852, clientApps: 9856, bare: 9860 };

/** Starts the portal; resolves once its static host answers, rejects if it stops first. */
async function startPortal(dataDir) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORTS.portal),
      API_PORT: String(PORTS.api),
      REALTIME_PORT: String(PORTS.realtime),
      CLIENT_APPS_PORT: String(PORTS.clientApps),
      DATA_DIR: dataDir,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const stoppedEarly = exited.then((code) => {
    throw new Error(`The bench's portal stopped before it was ready (${code}).`);
  });
  try {
    await Promise.race([waitForPort(PORTS.portal, { timeoutMs: 10 * 60_000 }), stoppedEarly]);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/**
 * Starts both servers. Returns the portal's and the bare page's origins, the API's URL and
 * stop(), which stops them and removes the portal's database.
 */
export async function startServers() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const bareHost = createBareHost();
  await new Promise((resolve) => bareHost.listen(PORTS.bare, resolve));
  const closeBareHost = async () => {
    await new Promise((resolve) => bareHost.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  };
  const stopPortal = await startPortal(dataDir).catch(async (error) => {
    await closeBareHost();
    throw error;
  });
  return {
    portal: `http://localhost:${PORTS.portal}`,
    bare: `http://localhost:${PORTS.bare}`,
    api: `http://localhost:${PORTS.api}`,
    stop: async () => {
      await stopPortal();
      await closeBareHost();
    },
  };
}
