// One writer at a time per environment's import map: a lock file created exclusively, naming its
// owner. A lock whose owner process is gone (same machine) or that is older than STALE_MS is taken
// over, so a killed deploy never blocks the next one for good.
import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const STALE_MS = 10 * 60_000;
const RETRY_MS = 50;

function ownerOf(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function isStale(owner) {
  if (!owner) return false;
  if (Date.now() - owner.since > STALE_MS) return true;
  return owner.host === os.hostname() && !isAlive(owner.pid);
}

function tryLock(file, what) {
  try {
    const owner = { pid: process.pid, host: os.hostname(), since: Date.now(), what };
    fs.writeFileSync(file, JSON.stringify(owner), { flag: 'wx' });
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    if (isStale(ownerOf(file))) fs.rmSync(file, { force: true });
    return false;
  }
}

/**
 * Runs `work` holding the lock `file`; waits for another holder up to `timeoutMs`, then fails naming
 * it. `what` says in the lock file what the holder is doing.
 */
export async function withLock(file, what, work, { timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (!tryLock(file, what)) {
    if (Date.now() > deadline) {
      const owner = ownerOf(file);
      throw new Error(
        `${file} is locked by ${owner ? `pid ${owner.pid} on ${owner.host} (${owner.what}) since ${new Date(owner.since).toISOString()}` : 'another deploy'}; try again when it is done.`,
      );
    }
    await sleep(RETRY_MS);
  }
  try {
    return await work();
  } finally {
    fs.rmSync(file, { force: true });
  }
}
