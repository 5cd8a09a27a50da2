// The API figures come from portal-api's own load test (npm run bench -w portal-api), which starts
// the API (on PGlite and, when installed, on a PostgreSQL server) and a Fastify hello-world in
// processes of its own and runs its scenarios in interleaved rounds; this reads its JSON report
// (docs/api-performance.md describes it) into the bench's rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from '../../scripts/lib/run.mjs';
import { summaryText } from './report.mjs';

const DATABASES = [
  { key: 'pglite', label: 'PGlite' },
  { key: 'postgres', label: 'PostgreSQL' },
];
const usersFigure = (label) => `GET /users/current, every embed (${label})`;
const authFigure = (label) => `POST /auth, argon2 bound (${label})`;
/** The rows apiRows makes, PostgreSQL's only when its server binaries are installed. */
export const API_FIGURES = DATABASES.flatMap(({ label }) => [
  usersFigure(label),
  authFigure(label),
]);

/** Runs portal-api's bench; returns its JSON report. */
async function apiReport() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-api-'));
  const file = path.join(dir, 'api.json');
  try {
    await run('npm', ['run', 'bench', '--silent', '-w', 'portal-api', '--', '--json', file]);
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** "4673 req/s (4510–4702), p99 14 ms (12–19)", and its failed requests if any. */
function throughput(figure) {
  const failed = figure.failed ? `, ${figure.failed} failed` : '';
  return `${summaryText(figure.req_per_s, { unit: ' req/s' })}, p99 ${summaryText(figure.p99_ms, {
    unit: ' ms',
  })}${failed}`;
}

export async function apiRows() {
  const report = await apiReport();
  const baseline = `hello-world: ${throughput(report.baseline.hello)}`;
  return DATABASES.filter(({ key }) => report[key]).flatMap(({ key, label }) => {
    const { users_current: users, auth, health_during_login_flood: health } = report[key];
    return [
      {
        figure: usersFigure(label),
        portal: throughput(users),
        baseline,
        target: '≥ 2000 req/s, p99 ≤ 25 ms',
        met: !users.failed && users.req_per_s.median >= 2000 && users.p99_ms.median <= 25,
      },
      {
        figure: authFigure(label),
        portal: `${throughput(auth)}; GET /health meanwhile p99 ${summaryText(health.p99_ms, {
          unit: ' ms',
        })}`,
        baseline,
        target: 'report',
        met: null,
      },
    ];
  });
}
