import { buildApp } from '../app';
import { createTestApp, userIdOf, type TestContext } from '../test-support/test-app';

const AU = 'demo.au@portal.test';
const UNVERIFIED = 'demo.au.unverified@portal.test';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

function credit(payload: object) {
  return t.app.inject({ method: 'POST', url: '/dev/wallet/credit', payload });
}

async function ledgerOf(email: string) {
  return t.db.query<{ amount: number; balance_after: number }>(
    `SELECT amount, balance_after FROM wallet_ledger_entries
     WHERE user_id = $1 ORDER BY id`,
    [await userIdOf(t.db, email)],
  );
}

describe('POST /dev/wallet/credit', () => {
  it('credits through the ledger and publishes the new balance', async () => {
    const response = await credit({ email: AU, amount: 2500 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { balance: 127550, available_balance: 127550 },
      meta: {
        idempotency_key: expect.stringMatching(/^dev-credit:[0-9a-f-]{36}$/),
        replayed: false,
      },
    });
    expect((await ledgerOf(AU)).at(-1)).toEqual({ amount: 2500, balance_after: 127550 });
    expect(t.published).toEqual([
      {
        userId: await userIdOf(t.db, AU),
        event: 'wallet.balance.updated',
        payload: { balance: 127550, available_balance: 127550 },
      },
    ]);
  });

  it('debits, but never below zero', async () => {
    expect((await credit({ email: UNVERIFIED, amount: 1000 })).statusCode).toBe(200);
    const tooMuch = await credit({ email: UNVERIFIED, amount: -1001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({ errors: { amount: ['The balance cannot go below zero.'] } });
    expect((await credit({ email: UNVERIFIED, amount: -1000 })).json().data.balance).toBe(0);
  });

  it('keeps the balance at zero or above under simultaneous debits', async () => {
    await credit({ email: UNVERIFIED, amount: 500 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => credit({ email: UNVERIFIED, amount: -100 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(3);
    const ledger = await ledgerOf(UNVERIFIED);
    expect(ledger.at(-1)?.balance_after).toBe(0);
    expect(ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
  });

  it('credits once per idempotency key, however often it is sent', async () => {
    const key = { email: AU, amount: 1000, idempotency_key: 'dev-test:once' };
    const [first, ...repeats] = await Promise.all([credit(key), credit(key), credit(key)]);
    const all = [first, ...repeats].map((r) => r.json());
    expect(all.filter((body) => body.meta.replayed)).toHaveLength(2);
    const balances = new Set(all.map((body) => body.data.balance));
    expect(balances.size).toBe(1);
    const ledger = await t.db.query<{ amount: number }>(
      'SELECT amount FROM wallet_ledger_entries WHERE idempotency_key = $1',
      ['dev-test:once'],
    );
    expect(ledger).toEqual([{ amount: 1000 }]);
    const again = await credit(key);
    expect(again.json()).toEqual({
      data: all[0].data,
      meta: { idempotency_key: 'dev-test:once', replayed: true },
    });
    const other = await credit({ ...key, amount: 999 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      errors: { idempotency_key: ['This idempotency key was already used for another movement.'] },
    });
  });

  it('validates email and amount', async () => {
    const cases: Array<[object, Record<string, string[]>]> = [
      [{}, { email: ['Email is required'], amount: ['Amount is required'] }],
      [
        { email: 'nope', amount: 1.5 },
        {
          email: ['Must be a valid email address'],
          amount: ['Amount must be a whole number of cents: a JSON integer or a string of digits'],
        },
      ],
      [
        { email: 'ghost@portal.test', amount: 100 },
        { email: ['No player has this email address.'] },
      ],
      [{ email: AU, amount: 0 }, { amount: ['Amount must not be zero'] }],
      [{ email: AU, amount: 1e12 }, { amount: ['Amount may not be greater than 100000000'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await credit(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors });
    }
  });

  it('does not exist in production', async () => {
    const production = await buildApp({ db: t.db, config: { ...t.config, devRoutes: false } });
    const response = await production.inject({
      method: 'POST',
      url: '/dev/wallet/credit',
      payload: { email: AU, amount: 100 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: { error: ['Not found.'] } });
    await production.close();
  });
});
