import { AU, callAs, depositSession, type DepositSession } from '../test-support/deposit-helpers';
import { createTestApp, loginAs } from '../test-support/test-app';
import { addBankAccount, reviewBankAccount } from '../test-support/withdrawal-helpers';
import { startPeriodicJob } from '../jobs/periodic-job';
import { processDueWithdrawals } from './withdrawal-processing';

let s: DepositSession;
let accountId: number;

beforeEach(async () => {
  s = await depositSession(AU);
  accountId = await addBankAccount(s.t.app, s.call);
  await reviewBankAccount(s.t.app, AU, 'approved');
});

afterEach(() => s.t.close());

async function statusOf(id: number): Promise<number> {
  const [row] = await s.t.db.query<{ status_id: number }>(
    'SELECT status_id FROM withdrawals WHERE id = $1',
    [id],
  );
  return row.status_id;
}

/** Lets the job's timer fire until `done` holds (or gives up after many turns). */
async function untilJob(done: () => Promise<boolean>): Promise<boolean> {
  for (let turn = 0; turn < 200; turn += 1) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

it('the server job moves a due automatic withdrawal to Processing on its own', async () => {
  const created = await s.call('POST', '/withdraw', {
    amount: 2500,
    user_bank_account_id: accountId,
  });
  const { id } = created.json().data;
  const processor = startPeriodicJob(
    'withdrawal processing',
    5,
    () => processDueWithdrawals(s.t.db, s.t.clock()),
    { error: () => undefined },
  );
  try {
    expect(await statusOf(id)).toBe(1);
    s.t.clock.advance(5);
    expect(await untilJob(async () => (await statusOf(id)) === 2)).toBe(true);
  } finally {
    await processor.stop();
  }
});

it('moves each due withdrawal once when several API instances run the job at the same time', async () => {
  const ids: number[] = [];
  for (const amount of [1000, 2000, 3000]) {
    const created = await s.call('POST', '/withdraw', { amount, user_bank_account_id: accountId });
    ids.push(created.json().data.id);
  }
  s.t.clock.advance(5);
  // On PostgreSQL each run has a connection of its own: the runs race like two servers' jobs.
  const runs = await Promise.all(
    Array.from({ length: 4 }, () => processDueWithdrawals(s.t.db, s.t.clock())),
  );
  expect(runs.flat().sort((a, b) => a - b)).toEqual(ids);
  for (const id of ids) expect(await statusOf(id)).toBe(2);
});

it('runs in the API when configured', async () => {
  const t = await createTestApp({ config: { withdrawalProcessingIntervalMs: 5 } });
  try {
    const call = callAs(t.app, await loginAs(t.app, AU));
    const account = await addBankAccount(t.app, call);
    await reviewBankAccount(t.app, AU, 'approved');
    const { id } = (
      await call('POST', '/withdraw', { amount: 2500, user_bank_account_id: account })
    ).json().data;
    t.clock.advance(5);
    const processing = async () =>
      (await call('GET', '/users/withdraw?payment_status_ids=2'))
        .json()
        .data.some((w: { id: number }) => w.id === id);
    expect(await untilJob(processing)).toBe(true);
  } finally {
    await t.close();
  }
});

it('keeps running after a failed run and logs it', async () => {
  const errors: unknown[] = [];
  let calls = 0;
  const flaky = {
    ...s.t.db,
    query: ((sql: string, params?: unknown[]) => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error('database away'));
      return s.t.db.query(sql, params as never);
    }) as typeof s.t.db.query,
  };
  const processor = startPeriodicJob(
    'withdrawal processing',
    5,
    () => processDueWithdrawals(flaky, s.t.clock()),
    { error: (details: unknown) => errors.push(details) },
  );
  try {
    expect(await untilJob(async () => calls >= 2)).toBe(true);
    expect(errors).toHaveLength(1);
  } finally {
    await processor.stop();
  }
});
