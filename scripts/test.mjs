// npm test: the scripts' tests, the static checks (formatting, lint, types), every package's unit
// tests, then the browser tests against the composed portal (built, published to a separate local
// CDN folder and served on test ports by e2e's config), then the player's flow against the
// production topology (topology/README.md). Lint, types, unit tests and builds run through turbo
// (turbo.json), which replays a package's task from its cache when nothing it reads changed.
import fs from 'node:fs';
import path from 'node:path';

const { ROOT, TESTED_FOLDERS, FRONTEND_FOLDERS } = await import('./lib/workspace.mjs');
process.env.CDN_DIR = process.env.CDN_DIR ?? path.join(ROOT, '.cdn-test');
const { ensureInstalled } = await import('./lib/install.mjs');
const { run } = await import('./lib/run.mjs');
const { createTally } = await import('./lib/tally.mjs');
const { buildAll, runTasks } = await import('./lib/build.mjs');
const tally = createTally();
let stageStarted = performance.now();

/** Ends the stage running (printing its time) and starts the one titled `title`, if any. */
function stage(title) {
  const now = performance.now();
  console.info(`(${((now - stageStarted) / 1000).toFixed(0)} s)`);
  stageStarted = now;
  if (title) console.info(`\n=== ${title}`);
}

const counted = { onOutput: (output) => tally.read(output) };

/**
 * Runs a check through `start` (given the output handler, which counts its tests); when it fails,
 * records the tasks turbo names as failed, or `name` when no package's task failed.
 */
async function check(name, start) {
  let output = '';
  const onOutput = (text) => {
    output = text;
    tally.read(text);
  };
  await start(onOutput).catch(() =>
    failed.push(...(output.match(/^Failed: +(.+)$/m)?.[1].split(', ') ?? [name])),
  );
}

console.info('=== install');
await ensureInstalled();
const failed = [];
stage('unit tests: scripts (local CDN, deploy, demo client apps, docs)');
// The tests that read the builds run once they are published.
const AFTER_BUILD = ['brand-neutral-builds.test.mjs'];
const scriptTests = fs
  .readdirSync(path.join(ROOT, 'scripts/lib'))
  .filter((file) => file.endsWith('.test.mjs') && !AFTER_BUILD.includes(file))
  .map((file) => path.join('scripts/lib', file));
await run(process.execPath, ['--test', ...scriptTests], counted).catch(() =>
  failed.push('scripts'),
);
stage('static checks: Prettier, ESLint (MF boundaries, import cycles), TypeScript');
await run('npm', ['run', 'format:check']).catch(() => failed.push('format'));
await check('lint', (onOutput) => run('npm', ['run', 'lint'], { onOutput }));
await check('typecheck', (onOutput) => run('npm', ['run', 'typecheck'], { onOutput }));
stage(`unit tests: ${TESTED_FOLDERS.join(', ')}`);
// Grouped: each package's output in one piece when its tests end, or replayed from the cache, whose
// log the tally counts as the tests last ran.
await check('unit tests', (onOutput) =>
  runTasks(['test'], {
    folders: TESTED_FOLDERS,
    args: ['--continue', '--log-order=grouped'],
    onOutput,
  }),
);

stage("builds, published to the browser tests' local CDN");
const { ensureChromium } = await import('./lib/chromium.mjs');
const { publish } = await import('./lib/cdn.mjs');
await ensureChromium();
await buildAll();
await publish(FRONTEND_FOLDERS);
stage('the builds name no brand (scripts/lib/brand-neutral-builds.test.mjs)');
const afterBuild = AFTER_BUILD.map((file) => path.join('scripts/lib', file));
await run(process.execPath, ['--test', ...afterBuild], counted).catch(() =>
  failed.push('brand-neutral builds'),
);
stage('size budgets (size-limit, .size-limit.cjs)');
await run('npm', ['run', 'size']).catch(() => failed.push('size'));
stage('browser tests (e2e)');
await run('npm', ['test', '-w', 'e2e'], counted).catch(() => failed.push('e2e'));
stage(
  'the production topology (nginx, two API instances, PostgreSQL, page host, import-map-deployer)',
);
const { ensureDebianPackage } = await import('./lib/debian-package.mjs');
await ensureDebianPackage('/usr/sbin/nginx', 'nginx', 'the production topology');
await run('npm', ['run', 'test:topology', '-w', 'e2e'], counted).catch(() =>
  failed.push('topology'),
);

stage();
console.info(`\nFailed: ${failed.length ? failed.join(', ') : 'none'}`);
console.info(`${tally.totals.passed} passed, ${tally.totals.failed} failed`);
process.exit(failed.length ? 1 : 0);
