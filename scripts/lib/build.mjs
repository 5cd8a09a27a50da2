import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_APP_FOLDERS, FRONTEND_FOLDERS, ROOT, SERVER_FOLDERS } from './workspace.mjs';
import { run, runLimited } from './run.mjs';

const STAMP = '.build-stamp';
const SKIP = new Set(['node_modules', 'dist', '.data', 'coverage']);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The workspaces a package's build bundles or builds first (shared-utils bundles the contract's
 * client texts, the API builds the contract).
 */
const BUILT_WITH = { 'shared-utils': ['contract'], 'portal-api': ['contract'] };

/**
 * A build is current when its stamp is newer than its sources, those of the workspaces it is built
 * with, the shared config and the lock.
 */
function isCurrent(folder) {
  const stamp = path.join(ROOT, folder, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return false;
  const inputs = Math.max(
    ...[folder, ...(BUILT_WITH[folder] ?? [])].map((input) => newestMtime(path.join(ROOT, input))),
    newestMtime(path.join(ROOT, 'config')),
    fs.statSync(path.join(ROOT, 'package-lock.json')).mtimeMs,
  );
  return fs.statSync(stamp).mtimeMs > inputs;
}

/** Builds one package and stamps its build as current. */
export async function buildFolder(folder) {
  await run('npm', ['run', 'build', '--silent', '-w', folder]);
  fs.writeFileSync(path.join(ROOT, folder, 'dist', STAMP), new Date().toISOString());
}

/** Builds every package whose sources changed since its last build, two at a time per core. */
export async function buildAll({ force = false } = {}) {
  const folders = [...FRONTEND_FOLDERS, ...CLIENT_APP_FOLDERS, ...SERVER_FOLDERS].filter(
    (f) => force || !isCurrent(f),
  );
  if (!folders.length) {
    console.info('All packages are built and current.');
    return;
  }
  console.info(`Building ${folders.join(', ')}…`);
  await runLimited(
    folders.map((folder) => () => buildFolder(folder)),
    os.availableParallelism?.() ?? os.cpus().length,
  );
}
