import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './workspace.mjs';
import { run } from './run.mjs';

/** Installs the locked dependencies when node_modules is missing or older than package-lock.json. */
export async function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  console.info('Installing the locked dependencies (npm install)…');
  await run('npm', ['install', '--no-audit', '--no-fund']);
}
