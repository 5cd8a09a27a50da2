import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PORTS } from './ports';

const ROOT = path.resolve(__dirname, '../../..');
/** A production web host beside the run's portal, on a port of its own. */
export const PRODUCTION_HOST_PORT = PORTS.portal + 80;

/**
 * Starts the portal's page host alone with a production configuration (NODE_ENV=production) and
 * `env`, serving the run's CDN folder (CDN_DIR) and the production environment's import map, which
 * it first publishes from the builds already made. The client apps and the
 * API are the run's portal's. Resolves once it answers; stop it with the returned process's kill().
 */
export async function startProductionHost(env: Record<string, string> = {}): Promise<ChildProcess> {
  const demoApps = `http://localhost:${PORTS.portal + 6}`;
  const hostEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORTAL_ENVIRONMENT: 'production',
    PORTAL_BETTING_APP_URL: `${demoApps}/betting/betting-app.js`,
    PORTAL_FANTASY_APP_URL: `${demoApps}/fantasy/fantasy-app.js`,
    ...env,
  };
  await new Promise<void>((resolve, reject) => {
    const publish = spawn(process.execPath, [path.join(__dirname, 'publishProduction.mjs')], {
      env: hostEnv,
      stdio: 'inherit',
    });
    publish.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`publish: ${code}`))));
  });
  const host = spawn(process.execPath, ['page-host/src/main.mjs'], {
    cwd: ROOT,
    env: {
      ...hostEnv,
      PORT: String(PRODUCTION_HOST_PORT),
      API_PORT: String(PORTS.api),
      REALTIME_PORT: String(PORTS.realtime),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    // Fastify's first log line once it listens.
    host.stdout?.on('data', (chunk: Buffer) => chunk.includes('Server listening') && resolve());
    host.on('exit', (code) => reject(new Error(`the production host stopped (${code})`)));
  });
  return host;
}
