// npm run e2e [-- <playwright args>]: builds what changed, publishes to a local CDN folder of its own
// (CDN_DIR, default .cdn-test) and runs the browser tests. E2E_PORT_BASE moves the test portal's ports
// so several runs can share a machine.
import path from 'node:path';

const { ROOT, FRONTEND_FOLDERS } = await import('./lib/workspace.mjs');
process.env.CDN_DIR = process.env.CDN_DIR ?? path.join(ROOT, '.cdn-test');
const { buildAll } = await import('./lib/build.mjs');
const { publish } = await import('./lib/cdn.mjs');
const { ensureChromium } = await import('./lib/chromium.mjs');
const { run } = await import('./lib/run.mjs');

await ensureChromium();
if (process.env.E2E_SKIP_BUILD !== '1') await buildAll();
await publish(FRONTEND_FOLDERS);
await run('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: path.join(ROOT, 'e2e') })
  .then(() => process.exit(0))
  .catch(() => process.exit(1));
