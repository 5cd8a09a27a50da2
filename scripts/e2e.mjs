// npm run e2e [-- <playwright args>]: builds what changed, publishes to a local CDN folder of its own
// (CDN_DIR, default .cdn-test) and runs the browser tests. E2E_PORT_BASE moves the test portal's ports
// so several runs can share a machine. A run of some specs or projects starts only the portals their
// tests reach (E2E_PROJECTS, read by e2e/playwright.config.ts).
import path from 'node:path';

const { ROOT, FRONTEND_FOLDERS } = await import('./lib/workspace.mjs');
process.env.CDN_DIR = process.env.CDN_DIR ?? path.join(ROOT, '.cdn-test');
const { buildAll } = await import('./lib/build.mjs');
const { publish } = await import('./lib/cdn.mjs');
const { ensureChromium } = await import('./lib/chromium.mjs');
const { run } = await import('./lib/run.mjs');
const { projectsOfRun, specFiles } = await import('./lib/e2e-selection.mjs');

const E2E = path.join(ROOT, 'e2e');

const args = process.argv.slice(2);
const projects = projectsOfRun(args, specFiles(path.join(E2E, 'tests')));
if (projects.length) {
  process.env.E2E_PROJECTS = projects.join(',');
  console.info(`Starting the portals of the projects ${projects.join(', ')}.`);
}
await ensureChromium();
if (process.env.E2E_SKIP_BUILD !== '1') await buildAll();
await publish(FRONTEND_FOLDERS);
await run('npx', ['playwright', 'test', ...args], { cwd: E2E })
  .then(() => process.exit(0))
  .catch(() => process.exit(1));
