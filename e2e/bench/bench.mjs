// npm run bench: every figure of issue 15 in one run, the portal next to its baseline measured in
// the same run (the bare React page in bare/, the Fastify hello-world of portal-api's bench), as
// medians of BENCH_RUNS (default 7) interleaved runs with their spread. Builds what changed,
// publishes it to a CDN folder of its own (CDN_DIR, default .cdn-bench), serves the portal and the
// bare page on ports 9850-9899 and stops them at the end. See docs/benchmark.md.
import path from 'node:path';
import { buildAll } from '../../scripts/lib/build.mjs';
import { publish } from '../../scripts/lib/cdn.mjs';
import { ensureChromium } from '../../scripts/lib/chromium.mjs';
import { FRONTEND_FOLDERS, ROOT } from '../../scripts/lib/workspace.mjs';
import { API_FIGURES, apiRows } from './api-figures.mjs';
import { coldLoad } from './first-load.mjs';
import { launchChromium } from './launch-chromium.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { firstModalOpen } from './modal-open.mjs';
import { firstLoadRow, medianLoad, ratioRow, scriptLines, table, targetRow } from './report.mjs';
import { loadedRouteChange } from './route-change.mjs';
import { startServers } from './servers.mjs';
import { interleaved } from './stats.mjs';
import { bareSubject, portalSubject } from './subjects.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
// The demo player every fresh database has (portal-api/src/seed/demo-players.ts).
const DEMO_PLAYER = { email: 'demo.au@portal.test', password: 'Demo1234!' };

/** Signs the demo player in through the portal's API; returns the auth token. */
async function signIn(api) {
  const response = await fetch(`${api}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_PLAYER, recaptcha_token: 'bench', platform: 'web' }),
  });
  const body = await response.json();
  if (!body.token) throw new Error(`The demo player could not sign in: ${JSON.stringify(body)}`);
  return body.token;
}

/** { baseline, portal } lists from interleaved runs of `measure` on both subjects. */
async function pairs(subjects, measure, label) {
  const [baseline, portal] = await interleaved(RUNS, subjects, measure, label);
  return { baseline, portal };
}

/** { baseline, portal } lists of `read(result)` for each run's result. */
const each = (results, read) => ({
  baseline: results.baseline.map(read),
  portal: results.portal.map(read),
});

/**
 * The rows `measure` makes for the figures named `figures`. When it fails (a page that never shows
 * what a figure waits for), each of those figures gets a row saying so, the bench goes on and exits
 * 1 at the end.
 */
async function rowsOf(figures, measure) {
  try {
    return await measure();
  } catch (error) {
    console.error(`\n${figures.join(', ')}: not measured: ${error.message}`);
    process.exitCode = 1;
    return figures.map((figure) => ({
      figure,
      portal: 'not measured (see above)',
      baseline: '-',
      target: '-',
      met: false,
    }));
  }
}

const FIRST_LOAD = 'first-load JavaScript of /betting, signed out (gzip)';
const COLD_LOAD = 'cold load to a usable header';
const MODAL = 'first open of the signup modal (click to form)';
const ROUTE = 'route change between loaded MFs, to next frame';
const MS = { unit: ' ms' };
/** The Lighthouse figures: what each reads from a run and its target. */
const LIGHTHOUSE = [
  ['LCP', (run) => run.lcpMs / 1000, { max: 2.0, format: { digits: 2, unit: ' s' } }],
  ['CLS', (run) => run.cls, { max: 0.02, format: { digits: 3 } }],
  ['TBT', (run) => run.tbtMs, { max: 150, format: MS }],
  ['performance score', (run) => run.performance, { min: 95 }],
  ['accessibility score', (run) => run.accessibility, { min: 100 }],
].map(([name, read, target]) => ({ figure: `Lighthouse /betting (phone): ${name}`, read, target }));

async function browserRows(servers, browser) {
  const subjects = [bareSubject(servers.bare), portalSubject(servers.portal)];
  const loadRows = await rowsOf([FIRST_LOAD, COLD_LOAD], async () => {
    const loads = await pairs(subjects, (subject) => coldLoad(browser, subject), 'cold loads');
    console.info('First-load JavaScript of /betting (the median run), gzip on the wire:');
    console.info(scriptLines(medianLoad(loads.portal).scripts).join('\n'));
    console.info('First-load JavaScript of the bare page:');
    console.info(scriptLines(medianLoad(loads.baseline).scripts).join('\n'));
    return [
      firstLoadRow(FIRST_LOAD, loads, { maxKb: 120 }),
      ratioRow(
        COLD_LOAD,
        each(loads, (load) => load.headerMs),
        { max: 1.3 },
      ),
    ];
  });
  const modalRows = await rowsOf([MODAL], async () => {
    const opens = await pairs(subjects, (s) => firstModalOpen(browser, s), 'first modal opens');
    return [targetRow(MODAL, opens, { max: 60, format: MS })];
  });
  const routeRows = await rowsOf([ROUTE], async () => {
    const token = await signIn(servers.api);
    const measure = (subject) => loadedRouteChange(browser, subject, token);
    return [
      targetRow(ROUTE, await pairs(subjects, measure, 'route changes'), { max: 20, format: MS }),
    ];
  });
  return [...loadRows, ...modalRows, ...routeRows];
}

function lighthouseRows(servers) {
  return rowsOf(
    LIGHTHOUSE.map(({ figure }) => figure),
    async () => {
      const urls = [`${servers.bare}/`, `${servers.portal}/betting`];
      const runs = await pairs(urls, runLighthouse, 'Lighthouse (phone)');
      const failed = new Set(runs.portal.flatMap((run) => run.failedAccessibilityAudits));
      if (failed.size) console.info(`Failed accessibility audits: ${[...failed].join(', ')}`);
      return LIGHTHOUSE.map(({ figure, read, target }) =>
        targetRow(figure, each(runs, read), target),
      );
    },
  );
}

process.env.CDN_DIR ??= path.join(ROOT, '.cdn-bench');
const started = Date.now();
console.info(`=== build and publish to ${process.env.CDN_DIR}`);
await ensureChromium();
await buildAll();
await publish(FRONTEND_FOLDERS);

console.info(`\n=== browser figures: ${RUNS} interleaved runs each (bare page, portal, …)`);
const servers = await startServers();
const stopOnSignal = () => servers.stop().finally(() => process.exit(130));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
const rows = [];
try {
  const browser = await launchChromium();
  rows.push(...(await browserRows(servers, browser).finally(() => browser.close())));
  rows.push(...(await lighthouseRows(servers)));
} finally {
  await servers.stop();
}

console.info('\n=== API figures (npm run bench -w portal-api)');
rows.push(...(await rowsOf(API_FIGURES, apiRows)));

console.info(`\n=== summary: medians of ${RUNS} runs (min–max)\n`);
console.info(table(rows));
console.info(`\nBench took ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
