// `npm run bench -w portal-api [-- --json <file>]`: the API under 16 concurrent clients
// (autocannon) on the embedded PGlite and, when Debian's PostgreSQL binaries are installed, on a
// throwaway PostgreSQL server, next to a Fastify hello-world measured in the same run. Each server
// runs in a process of its own; BENCH_ROUNDS (7) interleaved rounds of BENCH_SECONDS (3) per
// scenario; medians with their spread. docs/api-performance.md explains the figures and the JSON.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { loadConfig } from '../src/config';
import { openPostgresDb } from '../src/db/postgres-db';
import {
  postgresAvailable,
  startPostgresCluster,
  type PostgresCluster,
} from '../tools/postgres-cluster';
import {
  CONNECTIONS,
  SECONDS,
  currentUser,
  hello,
  loginFlood,
  signIn,
  type Sample,
} from './measure';
import { figure, table, type Figure } from './report';
import { startServer, type Server } from './servers';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 7));

interface Api {
  name: 'pglite' | 'postgres';
  label: string;
  server: Server;
  token: string;
  samples: { users_current: Sample[]; auth: Sample[]; health_during_login_flood: Sample[] };
}

type ApiFigures = Record<keyof Api['samples'], Figure>;

function jsonPath(): string | undefined {
  const at = process.argv.indexOf('--json');
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function startApi(
  name: Api['name'],
  label: string,
  env: Record<string, string> = {},
): Promise<Api> {
  const server = await startServer('api-server.ts', env);
  const token = await signIn(server.url);
  return {
    name,
    label,
    server,
    token,
    samples: { users_current: [], auth: [], health_during_login_flood: [] },
  };
}

async function postgresDatabase(cluster: PostgresCluster): Promise<string> {
  const admin = openPostgresDb(cluster.url());
  await admin.query('CREATE DATABASE portal_bench');
  await admin.close();
  return cluster.url('portal_bench');
}

async function main(): Promise<void> {
  const hashing = loadConfig({}).passwordHashing;
  console.info(
    `portal-api bench: ${os.cpus().length} cores, Node ${process.version}, ${CONNECTIONS} ` +
      `connections, ${ROUNDS} rounds of ${SECONDS} s per scenario, argon2id ` +
      `${hashing.memoryCostKib} KiB x ${hashing.timeCost}, UV_THREADPOOL_SIZE ` +
      `${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`,
  );
  const stops: Array<() => Promise<void>> = [];
  try {
    const baseline = await startServer('hello-server.ts');
    stops.push(baseline.stop);
    const apis = [await startApi('pglite', 'PGlite')];
    stops.push(apis[0].server.stop);
    if (postgresAvailable()) {
      const cluster = await startPostgresCluster();
      stops.push(cluster.stop);
      const url = await postgresDatabase(cluster);
      apis.push(await startApi('postgres', 'PostgreSQL 15', { BENCH_DATABASE_URL: url }));
      stops.push(apis[1].server.stop);
    } else {
      console.info('PostgreSQL skipped: no server binaries (apt-get install postgresql)');
    }

    const baselineSamples: Sample[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      console.error(`round ${round}/${ROUNDS}`);
      baselineSamples.push(await hello(baseline.url));
      for (const api of apis) {
        api.samples.users_current.push(await currentUser(api.server.url, api.token));
        const flood = await loginFlood(api.server.url);
        api.samples.auth.push(flood.auth);
        api.samples.health_during_login_flood.push(flood.health);
      }
    }

    const results: Partial<Record<Api['name'], ApiFigures>> = {};
    const rows: Array<[string, Figure]> = [['Fastify hello world', figure(baselineSamples)]];
    for (const api of apis) {
      const figures: ApiFigures = {
        users_current: figure(api.samples.users_current),
        auth: figure(api.samples.auth),
        health_during_login_flood: figure(api.samples.health_during_login_flood),
      };
      results[api.name] = figures;
      rows.push(
        [`${api.label}: GET /users/current, every embed`, figures.users_current],
        [`${api.label}: POST /auth`, figures.auth],
        [
          `${api.label}: GET /health during the POST /auth flood`,
          figures.health_during_login_flood,
        ],
      );
    }
    console.info(table(rows));

    const file = jsonPath();
    if (file) {
      const json = {
        machine: { cores: os.cpus().length, node: process.version },
        settings: {
          connections: CONNECTIONS,
          rounds: ROUNDS,
          seconds: SECONDS,
          argon2: hashing,
          uv_threadpool_size: Number(process.env.UV_THREADPOOL_SIZE ?? 4),
        },
        baseline: { hello: figure(baselineSamples) },
        pglite: results.pglite,
        postgres: results.postgres ?? null,
      };
      await writeFile(file, `${JSON.stringify(json, null, 2)}\n`);
      console.info(`figures written to ${file}`);
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
