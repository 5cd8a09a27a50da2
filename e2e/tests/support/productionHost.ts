import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PORTS } from './ports';

const ROOT = path.resolve(__dirname, '../../..');
/** A production web host beside the run's portal, on a port of its own. */
export const PRODUCTION_HOST_PORT = PORTS.portal + 80;

/**
 * Starts the portal's static host alone with a production configuration (NODE_ENV=production) and
 * `env`, serving the run's CDN folder (CDN_DIR) and the production environment's import map, which
 * it first publishes with the deploy script from the builds already made. The client apps and the
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
    const deploy = spawn(
      process.execPath,
      ['scripts/deploy.mjs', 'all', '--env', 'production', '--no-build'],
      { cwd: ROOT, env: hostEnv, stdio: 'inherit' },
    );
    deploy.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`deploy: ${code}`))));
  });
  const source = `
    const { createStaticHost } = await import('./scripts/lib/static-host.mjs');
    createStaticHost({ apiPort: ${PORTS.api}, realtimePort: ${PORTS.realtime} })
      .listen(${PRODUCTION_HOST_PORT}, () => console.info('production host ready'));`;
  const host = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: ROOT,
    env: hostEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    host.stdout?.on('data', (chunk: Buffer) => chunk.includes('ready') && resolve());
    host.on('exit', (code) => reject(new Error(`the production host stopped (${code})`)));
  });
  return host;
}
