// Queued statement e-mails sent by two API instances at once, as every instance runs the monthly
// statement job (the PostgreSQL phase of `npm test` only): two connection pools on one database,
// each sending the queue with a mailer that takes a while. Every e-mail goes out exactly once.
import type { Db } from '../db/db';
import { openPostgresDb } from '../db/postgres-db';
import type { Mailer } from '../integrations/mail/mailer';
import { testConfig } from '../test-support/test-config';
import {
  createServerDatabase,
  TEMPLATE_DATABASE,
  type ServerDatabase,
} from '../test-support/test-database';
import { queueStatementEmail, sendQueuedStatementEmails } from './monthly-statement-emails';
import type { StatementJobContext } from './statement-job-context';
import { storeMonthlyStatement } from './monthly-statements';

const MONTHS = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);

let database: ServerDatabase;
let instances: Db[];

beforeAll(async () => {
  database = await createServerDatabase(TEMPLATE_DATABASE);
  instances = [openPostgresDb(database.url), openPostgresDb(database.url)];
});

afterAll(async () => {
  await Promise.all(instances.map((db) => db.close()));
  await database.drop();
});

test('two instances sending the queue at once send each statement e-mail once', async () => {
  const [db] = instances;
  const config = testConfig();
  const [player] = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'demo.au@portal.test'",
  );
  for (const month of MONTHS) {
    await db.transaction(async (tx) => {
      await storeMonthlyStatement(tx, player.id, month, config.serverTimezone, new Date());
      await queueStatementEmail(tx, player.id, month);
    });
  }
  const sent: string[] = [];
  const mailer: Mailer = {
    async send(email) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent.push(email.subject);
    },
  };
  const contexts = instances.map((instance): StatementJobContext => ({
    db: instance,
    clock: () => new Date(),
    config,
    integrations: { mailer } as unknown as StatementJobContext['integrations'],
  }));

  const counts = await Promise.all(contexts.map((ctx) => sendQueuedStatementEmails(ctx)));

  expect(counts[0] + counts[1]).toBe(MONTHS.length);
  expect(sent.sort()).toEqual(MONTHS.map((month) => `Your activity statement for ${month}`));
  const [{ unsent }] = await db.query<{ unsent: number }>(
    'SELECT count(*)::int AS unsent FROM statement_emails WHERE sent_at IS NULL',
  );
  expect(unsent).toBe(0);
});
