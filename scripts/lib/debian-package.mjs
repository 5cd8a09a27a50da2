import fs from 'node:fs';
import { run } from './run.mjs';

/**
 * Installs Debian's package `name` when `binary` is missing and we are root (CI); else names the
 * command that installs it.
 */
export async function ensureDebianPackage(binary, name, purpose) {
  if (fs.existsSync(binary)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${binary} is missing: install Debian's ${name} (apt-get install ${name}).`);
  }
  console.info(`Installing Debian ${name} for ${purpose}…`);
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', name], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
