// npm run e2e [-- <playwright args>]: builds what changed, publishes to a local CDN folder of its own
// (CDN_DIR, default .cdn-test) and runs the browser tests. E2E_PORT_BASE moves the test portal's ports
// so several runs can share a machine. A run of some specs or projects starts only the portals their
// tests reach (E2E_PROJECTS, read by e2e/playwright.config.ts).
import fs from 'node:fs';
import path from 'node:path';

const { ROOT, FRONTEND_FOLDERS } = await import('./lib/workspace.mjs');
process.env.CDN_DIR = process.env.CDN_DIR ?? path.join(ROOT, '.cdn-test');
const { buildAll } = await import('./lib/build.mjs');
const { publish } = await import('./lib/cdn.mjs');
const { ensureChromium } = await import('./lib/chromium.mjs');
const { run } = await import('./lib/run.mjs');
const { PROJECTS, projectOf } = await import('../e2e/tests/support/projects.mjs');

const E2E = path.join(ROOT, 'e2e');
/** Playwright's options that take the next argument as their value. */
const VALUE_OPTIONS = new Set([
  ...['-c', '--config', '-g', '--grep', '--grep-invert', '-j', '--workers', '--project'],
  ...['--reporter', '--retries', '--repeat-each', '--timeout', '--global-timeout', '--output'],
  ...['--max-failures', '--shard', '--trace', '--tsconfig'],
]);

/** Playwright's file filters (regular expressions on a spec's path) and the projects named. */
function parseArgs(args) {
  const filters = [];
  const projects = [];
  for (let i = 0; i < args.length; i += 1) {
    const [option, inline] = args[i].split(/=(.*)/s);
    if (!option.startsWith('-')) filters.push(args[i].replace(/:\d+(:\d+)?$/, ''));
    else if (VALUE_OPTIONS.has(option)) {
      const value = inline ?? args[(i += 1)];
      if (option === '--project') projects.push(value);
    }
  }
  return { filters, projects };
}

/**
 * The projects whose tests a run reaches: those named, else those of the specs the file filters
 * match; none (every project) when a filter matches no spec, as it then is no file filter of ours.
 */
function runProjects(args) {
  const { filters, projects } = parseArgs(args);
  if (projects.length) return projects;
  if (!filters.length) return [];
  const specs = fs
    .readdirSync(path.join(E2E, 'tests'), { recursive: true })
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => path.join(E2E, 'tests', file).split(path.sep).join('/'));
  const matched = filters.map((filter) => specs.filter((spec) => new RegExp(filter).test(spec)));
  if (matched.some((list) => !list.length)) return [];
  return PROJECTS.filter((name) => matched.flat().some((spec) => projectOf(spec) === name));
}

const args = process.argv.slice(2);
const projects = runProjects(args);
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
