// `npm test -w portal-api`: the Jest suite on the embedded PGlite, then the same suite on a
// throwaway PostgreSQL server (Debian's `postgresql` package) when its binaries are installed,
// with the *.postgres.test.ts files (several API processes on one database) added.
// Arguments go to Jest both times. The server and its folder are removed on failure and Ctrl-C too.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { TEST_POSTGRES_ENV } from '../src/test-support/test-database';
import { POSTGRES_BIN_DIR, postgresAvailable, startPostgresCluster } from './postgres-cluster';

const jestBin = require.resolve('jest/bin/jest');
const args = process.argv.slice(2);
let interrupted = false;

/** Runs Jest with `env` added; resolves with its exit code. */
function jest(label: string, env: Record<string, string> = {}): Promise<number> {
  console.info(`\nportal-api tests on ${label}`);
  const started = performance.now();
  const child = spawn(process.execPath, [jestBin, ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      // tsx's require hook in Jest's own process too: the global setup reads @portal/contract from
      // source through tsconfig.json `paths`, as the test files do through jest.config.cjs. (Not
      // its ESM loader: worker threads, such as the avatar resizer's, would inherit it.)
      NODE_OPTIONS:
        '--experimental-vm-modules --disable-warning=ExperimentalWarning --require tsx/cjs',
      ...env,
    },
  });
  const stop = () => child.kill('SIGINT');
  process.on('SIGINT', stop).on('SIGTERM', stop);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      // A Jest stopped by a signal prints no summary: the signal says why it ended.
      const outcome = code === 0 ? 'passed' : signal ? `FAILED (stopped by ${signal})` : 'FAILED';
      console.info(`portal-api tests on ${label}: ${outcome} in ${seconds} s`);
      resolve(code ?? 1);
    }),
  );
}

async function onPostgres(): Promise<number> {
  if (!postgresAvailable()) {
    console.info(
      `\nportal-api tests on PostgreSQL skipped: no server binaries in ${POSTGRES_BIN_DIR} ` +
        `(apt-get install postgresql)`,
    );
    return 0;
  }
  const cluster = await startPostgresCluster();
  try {
    return await jest('PostgreSQL 15 (a throwaway server)', {
      [TEST_POSTGRES_ENV]: cluster.url(),
    });
  } finally {
    await cluster.stop();
  }
}

async function main(): Promise<void> {
  process.once('SIGINT', () => (interrupted = true));
  const pglite = await jest('PGlite');
  const postgres = interrupted ? 1 : await onPostgres();
  process.exit(pglite || postgres);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
