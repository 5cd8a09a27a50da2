// Database faults on production's topology: two API instances behind a proxy on a PostgreSQL server
// of this test's own, which is stopped, restarted mid-burst and frozen while players move money.
// No process may exit, every answer must come (a 503 with Retry-After while the database is gone),
// every acknowledged movement must be in the ledger afterwards, and the API recovers by itself.
import { randomUUID } from 'node:crypto';
import { startPostgresCluster, type PostgresCluster } from '../../tools/postgres-cluster';
import { startApiInstances, type ApiInstances } from '../test-support/api-instances';
import { checkLedger } from '../wallet/ledger-check';
import type { Db } from './db';
import { openPostgresDb } from './postgres-db';

const AU = 'demo.au@portal.test';
/** Far past the configured timeouts below: an answer that takes longer is a hang. */
const HANG_MS = 15_000;

let cluster: PostgresCluster;
let api: ApiInstances;
let db: Db;

interface Answer {
  status: number;
  retryAfter: string | null;
}

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, {
    ...init,
    headers: { 'x-product': 'localhost', 'content-type': 'application/json' },
    signal: AbortSignal.timeout(HANG_MS),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

/** A burst of credits, each with a key of its own; the keys the API acknowledged (200). */
async function burst(count: number): Promise<{ answers: Answer[]; acknowledged: string[] }> {
  const keys = Array.from({ length: count }, () => `fault:${randomUUID()}`);
  const answers = await Promise.all(
    keys.map((idempotency_key) =>
      call(`${api.proxy.url}/dev/wallet/credit`, {
        method: 'POST',
        body: JSON.stringify({ email: AU, amount: 100, idempotency_key }),
      }),
    ),
  );
  return { answers, acknowledged: keys.filter((_, i) => answers[i].status === 200) };
}

const statuses = (answers: Answer[]) => [...new Set(answers.map((answer) => answer.status))].sort();

/** Both instances' readiness, asked directly (not through the proxy). */
function readiness(): Promise<number[]> {
  return Promise.all(
    api.instances.map(async (instance) => {
      const answer = await call(`http://127.0.0.1:${instance.port}/health/ready`);
      return answer.status;
    }),
  );
}

async function untilReady(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await readiness()).every((status) => status === 200)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not become ready again');
}

async function expectInLedger(keys: string[]): Promise<void> {
  const rows = await db.query<{ idempotency_key: string }>(
    'SELECT idempotency_key FROM wallet_ledger_entries WHERE idempotency_key = ANY($1::text[])',
    [keys],
  );
  expect(rows.map((row) => row.idempotency_key).sort()).toEqual([...keys].sort());
}

function expectAllRunning(): void {
  expect(api.instances.map((instance) => instance.running())).toEqual([true, true]);
}

beforeAll(async () => {
  cluster = await startPostgresCluster({ maxConnections: 60 });
  api = await startApiInstances(2, {
    databaseUrl: cluster.url(),
    env: { DB_CONNECT_TIMEOUT_MS: '1000', DB_QUERY_TIMEOUT_MS: '2000' },
  });
  db = openPostgresDb(cluster.url());
}, 120_000);

afterAll(async () => {
  await db?.close();
  await api?.stop();
  await cluster?.stop();
});

describe('the API when its database fails', () => {
  it('answers 503 with Retry-After while the database is stopped, stays alive, and recovers by itself', async () => {
    const before = await burst(6);
    expect(statuses(before.answers)).toEqual([200]);
    await db.close();
    await cluster.halt();

    const during = await burst(6);
    expect(statuses(during.answers)).toEqual([503]);
    expect(during.answers.every((answer) => answer.retryAfter === '5')).toBe(true);
    expect(await readiness()).toEqual([503, 503]);
    const live = await call(`http://127.0.0.1:${api.instances[0].port}/health/live`);
    expect(live.status).toBe(200);
    expectAllRunning();

    await cluster.resume();
    db = openPostgresDb(cluster.url());
    await untilReady();
    const after = await burst(6);
    expect(statuses(after.answers)).toEqual([200]);
    await expectInLedger([...before.acknowledged, ...after.acknowledged]);
  }, 60_000);

  it('loses no acknowledged movement when the database restarts in the middle of a burst', async () => {
    const running = burst(40);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await cluster.halt();
    await cluster.resume();
    const { answers, acknowledged } = await running;
    expect(statuses(answers).filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expectAllRunning();
    await db.close();
    db = openPostgresDb(cluster.url());
    await untilReady();
    await expectInLedger(acknowledged);
  }, 60_000);

  it('answers 503 within its timeouts while the database is frozen, and serves again once it runs', async () => {
    await cluster.freeze();
    try {
      const during = await burst(4);
      expect(statuses(during.answers)).toEqual([503]);
      expectAllRunning();
    } finally {
      await cluster.thaw();
    }
    await untilReady();
    const after = await burst(4);
    expect(statuses(after.answers)).toEqual([200]);
    await expectInLedger(after.acknowledged);
    expect((await checkLedger(db)).mismatches).toEqual([]);
  }, 60_000);
});
