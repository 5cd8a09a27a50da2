import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { promisify } from 'node:util';
import { ROOT } from './workspace.mjs';

const PLAYWRIGHT = path.join(ROOT, 'node_modules/@playwright/test/cli.js');

/** Loads the browser tests' config in a Playwright run of its own, with `tmp` as the temporary folder. */
async function listTests(tmp, env = {}) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^E2E_.*DATA_DIR$/.test(name)),
  );
  await promisify(execFile)(process.execPath, [PLAYWRIGHT, 'test', '--list', 'static-host.spec'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...clean, TMPDIR: tmp, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
}

const databaseFolders = (tmp) =>
  fs.readdirSync(tmp).filter((name) => name.startsWith('portal-e2e'));

test('a browser-test run removes the database folders it made, and keeps one it was given', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tmp-'));
  try {
    const given = fs.mkdtempSync(path.join(tmp, 'portal-e2e-given-'));
    await listTests(tmp, { E2E_DATA_DIR: given });
    assert.deepEqual(databaseFolders(tmp), [path.basename(given)]);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
