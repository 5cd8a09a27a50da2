// Which browser-test projects a run of `npm run e2e -- <playwright args>` reaches, so that it starts
// only their portals (E2E_PROJECTS, read by e2e/playwright.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import { PROJECTS, projectOf } from '../../e2e/tests/support/projects.mjs';

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

/** The spec files under `testsDir`, as '/'-separated absolute paths. */
export function specFiles(testsDir) {
  return fs
    .readdirSync(testsDir, { recursive: true })
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => path.join(testsDir, file).split(path.sep).join('/'));
}

/**
 * The projects whose tests a run with Playwright's `args` reaches among `specs`: those named, else
 * those of the specs the file filters match; none (every project) when there is no filter or a
 * filter matches no spec, as it then is no file filter of ours.
 */
export function projectsOfRun(args, specs) {
  const { filters, projects } = parseArgs(args);
  if (projects.length) return projects;
  if (!filters.length) return [];
  const matched = filters.map((filter) => specs.filter((spec) => new RegExp(filter).test(spec)));
  if (matched.some((list) => !list.length)) return [];
  return PROJECTS.filter((name) => matched.flat().some((spec) => projectOf(spec) === name));
}
