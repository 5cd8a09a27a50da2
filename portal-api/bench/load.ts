// Load test: `npm run bench -w portal-api`. Starts the API on a free loopback port with a
// temporary in-memory PGlite and the production password hashing cost, then runs concurrent
// clients against POST /auth and GET /users/current for a bounded time and request count each, and
// prints requests per second and latency percentiles. Loopback only; it stops by itself.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { PasswordHasher } from '../src/auth/passwords';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openPgliteDb } from '../src/db/pglite-db';
import type { RealtimePublisher } from '../src/realtime/realtime-publisher';
import { DEMO_PASSWORD } from '../src/seed/demo-players';
import { seedDemoPlayers } from '../src/seed/seed-demo-players';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const MAX_REQUESTS = Math.min(Number(process.env.BENCH_MAX_REQUESTS ?? 50_000), 200_000);
const EMAIL = 'demo.au@portal.test';
const EMBEDS = 'user_bank_account,limits,bpay_details,payid_details,user_cards';

/** The bench measures the API alone: nothing is published to a realtime server. */
const silentRealtime: RealtimePublisher = {
  publishToUser: async () => undefined,
  authorizeChannel: () => ({ auth: '' }),
};

interface Result {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** CONCURRENCY clients send `request` back to back until the time or the request budget ends. */
async function run(name: string, request: () => Promise<Response>): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const begin = performance.now();
  const client = async () => {
    while (performance.now() < deadline && started < MAX_REQUESTS) {
      started += 1;
      const t0 = performance.now();
      try {
        const response = await request();
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return {
    name,
    requests: latencies.length,
    errors,
    seconds: (performance.now() - begin) / 1000,
    latencies: latencies.sort((a, b) => a - b),
  };
}

function report(results: Result[]): void {
  const round = (value: number) => (Math.round(value * 10) / 10).toFixed(1);
  const rows = [
    ['scenario', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms'],
    ...results.map((r) => [
      r.name,
      String(r.requests),
      String(r.errors),
      round(r.requests / r.seconds),
      round(percentile(r.latencies, 50)),
      round(percentile(r.latencies, 99)),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) {
    console.info(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '),
    );
  }
}

async function main(): Promise<void> {
  const config = {
    ...loadConfig({}),
    host: '127.0.0.1',
    devRoutes: false,
    loginThrottle: { windowSeconds: 60, maxFailuresPerAccount: 0, maxFailuresPerIp: 0 },
  };
  const db = await openPgliteDb();
  await migrate(db);
  await seedDemoPlayers(db, new Date(), new PasswordHasher(config.passwordHashing));
  const app = await buildApp({ db, config, realtime: silentRealtime });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  console.info(
    `portal-api bench: ${CONCURRENCY} clients, ${SECONDS} s or ${MAX_REQUESTS} requests per ` +
      `scenario, argon2id ${config.passwordHashing.memoryCostKib} KiB x ${config.passwordHashing.timeCost}, ` +
      `in-memory PGlite, ${base}`,
  );

  const login = () =>
    fetch(`${base}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD, platform: 'web' }),
    });
  const { token } = (await (await login()).json()) as { token: string };
  const currentUser = () =>
    fetch(`${base}/users/current?embed=${EMBEDS}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  try {
    const results = [await run('POST /auth', login), await run('GET /users/current', currentUser)];
    report(results);
  } finally {
    await app.close();
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
