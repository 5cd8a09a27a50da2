// The monthly statement job on production's topology: two API processes on one PostgreSQL
// database, each running the job every 100 ms on the real clock (the PostgreSQL phase only).
import type { Db } from '../db/db';
import { openPostgresDb } from '../db/postgres-db';
import { startApiInstances, type ApiInstances } from '../test-support/api-instances';

const AU = 'demo.au@portal.test';

let servers: ApiInstances;
let db: Db;

beforeAll(async () => {
  servers = await startApiInstances(2, {
    // Every day counts as one of the first days of the month, so the job runs whatever today is.
    env: { MONTHLY_STATEMENT_INTERVAL_MS: '100', MONTHLY_STATEMENT_DAYS: '31' },
  });
  db = openPostgresDb(servers.databaseUrl);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await servers?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function statementsOfDemoPlayer() {
  return db.query<{ month: string }>(
    `SELECT s.month FROM activity_statements s JOIN users u ON u.id = s.user_id
     WHERE u.email = $1`,
    [AU],
  );
}

test('both instances run the job; the player gets one statement and one e-mail', async () => {
  let stored = await statementsOfDemoPlayer();
  for (let tries = 0; stored.length === 0 && tries < 100; tries += 1) {
    await sleep(100);
    stored = await statementsOfDemoPlayer();
  }
  expect(stored).toHaveLength(1);
  // Let both instances run the job many more times.
  await sleep(1500);
  expect(await statementsOfDemoPlayer()).toEqual(stored);
  const emails = await db.query<{ link: string }>(
    `SELECT link FROM sandbox_outbox WHERE recipient = $1 AND subject LIKE 'Your activity statement%'`,
    [AU],
  );
  expect(emails).toEqual([
    { link: `http://localhost:9000/account/activity?statement=${stored[0].month}` },
  ]);
}, 60_000);
