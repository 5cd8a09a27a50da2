// Runs the packages' tasks through turbo's task graph (turbo.json): a task whose inputs (its package's
// files, those of the workspace packages it depends on, the shared root files) hash the same as a run
// already cached in .turbo/cache is replayed, its outputs and logs restored, instead of run again
// (docs/ci.md).
import path from 'node:path';
import { CLIENT_APP_FOLDERS, FRONTEND_FOLDERS, ROOT, SERVER_FOLDERS } from './workspace.mjs';
import { run } from './run.mjs';

const TURBO = path.join(ROOT, 'node_modules/.bin/turbo');

/**
 * Runs turbo `tasks` in the packages of `folders` (every package when omitted), with turbo's `args`;
 * the other options go to run().
 */
export function runTasks(tasks, { folders, args = [], ...options } = {}) {
  const filters = folders ? folders.map((folder) => `--filter=./${folder}`) : [];
  // No usage reports leave the machine (turbo's telemetry is on by default).
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...options.env };
  return run(TURBO, ['run', ...tasks, ...filters, ...args], { ...options, env });
}

/** Builds the packages of `folders` (by default every package that is served or run) that changed. */
export function buildAll(
  folders = [...FRONTEND_FOLDERS, ...CLIENT_APP_FOLDERS, ...SERVER_FOLDERS],
) {
  // A replayed build's log is the one it printed when it ran: only builds that run now print theirs.
  return runTasks(['build'], { folders, args: ['--output-logs=new-only'] });
}
