// GET /users/current is read in one statement and, on PGlite, kept in memory between calls
// (docs/api-performance.md). Whatever is kept, every answer must be the one the database gives now:
// these run on PGlite (cache) and on PostgreSQL (no cache) alike.
import { AU, callAs, setDailyDepositLimit } from '../test-support/deposit-helpers';
import { DAY, setLimit } from '../test-support/limit-helpers';
import {
  bearer,
  createTestApp,
  loginAs,
  userIdOf,
  type TestContext,
} from '../test-support/test-app';
import { LEDGER_CATEGORY, postLedgerEntry } from '../wallet/wallet-ledger';

const EVERY_EMBED =
  '/users/current?embed=user_bank_account,limits,bpay_details,payid_details,user_cards';

let t: TestContext;
let userId: number;
let call: ReturnType<typeof callAs>;

beforeEach(async () => {
  // Tokens outlive the waits below, so nothing is written between the calls compared.
  t = await createTestApp({ config: { tokenTtlSeconds: 15 * DAY } });
  userId = await userIdOf(t.db, AU);
  call = callAs(t.app, await loginAs(t.app, AU));
});

afterEach(() => t.close());

async function currentUser() {
  const response = await call('GET', EVERY_EMBED);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

function deposit(amount: number, key: string) {
  return t.db.transaction((tx) =>
    postLedgerEntry(
      tx,
      {
        userId,
        amount,
        categoryId: LEDGER_CATEGORY.deposits,
        description: 'Deposit',
        idempotencyKey: key,
      },
      t.clock(),
    ),
  );
}

describe('GET /users/current stays current', () => {
  it('refuses the token at once after logout', async () => {
    await currentUser();
    expect((await call('DELETE', '/auth')).statusCode).toBe(200);
    const response = await call('GET', EVERY_EMBED);
    expect(response.statusCode).toBe(401);
    expect(response.json().meta.token_status.name).toBe('revoked');
  });

  it('refuses the token at once when the player takes a break', async () => {
    await currentUser();
    expect((await call('POST', '/users/break', { period: '1d' })).statusCode).toBe(200);
    expect((await call('GET', EVERY_EMBED)).statusCode).toBe(401);
  });

  it('answers expired once the token lifetime passes, with no write in between', async () => {
    await currentUser();
    t.clock.advance(t.config.tokenTtlSeconds);
    const response = await call('GET', EVERY_EMBED);
    expect(response.statusCode).toBe(401);
    expect(response.json().meta.token_status.name).toBe('expired');
  });

  it('shows a profile change on the next call', async () => {
    await currentUser();
    const change = await call('POST', '/users/current', { city: 'Newcastle' });
    expect(change.statusCode).toBe(200);
    expect((await currentUser()).city).toBe('Newcastle');
  });

  it('shows a change made outside the API calls (the back office, a job) on the next call', async () => {
    const before = await currentUser();
    await deposit(2500, 'freshness:credit');
    expect((await currentUser()).balance).toBe(before.balance + 2500);
    await t.db.query("UPDATE users SET first_name = 'Alexandra' WHERE id = $1", [userId]);
    expect((await currentUser()).first_name).toBe('Alexandra');
  });

  it('offers a looser limit for confirmation when its wait is over, and lapses it 7 days later, with no write in between', async () => {
    await setLimit(call, { limit_type_id: 1, duration_type_id: 1, limit: 10000 });
    await setLimit(call, { limit_type_id: 1, duration_type_id: 1, limit: 20000 });
    const waiting = await currentUser();
    expect(waiting.limits).toMatchObject([{ limit: 10000 }]);
    expect(waiting.limit_requests).toMatchObject([{ limit: 20000, awaiting_confirmation: false }]);

    t.clock.advance(7 * DAY);
    const ready = await currentUser();
    expect(ready.limits).toMatchObject([{ limit: 10000 }]);
    expect(ready.limit_requests).toMatchObject([{ limit: 20000, awaiting_confirmation: true }]);

    t.clock.advance(7 * DAY);
    const lapsed = await currentUser();
    expect(lapsed.limits).toMatchObject([{ limit: 10000 }]);
    expect(lapsed.limit_requests).toEqual([]);
  });

  it('stops counting a deposit once it leaves the limit’s period, with no write in between', async () => {
    await setDailyDepositLimit(t.db, userId, 50000, t.clock());
    await deposit(5000, 'freshness:deposit');
    expect((await currentUser()).limits).toMatchObject([{ limit: 50000, used: 5000 }]);
    t.clock.advance(DAY / 2);
    expect((await currentUser()).limits).toMatchObject([{ used: 5000 }]);
    t.clock.advance(DAY / 2);
    expect((await currentUser()).limits).toMatchObject([{ limit: 50000, used: 0 }]);
  });

  it('gives each token and embed list its own answer', async () => {
    const other = await loginAs(t.app, 'demo.us@portal.test');
    const mine = await currentUser();
    const theirs = await t.app.inject({ url: '/users/current', headers: bearer(other) });
    expect(theirs.json().data.id).not.toBe(mine.id);
    expect(theirs.json().data).not.toHaveProperty('limits');
    const bare = await call('GET', '/users/current?embed=limits');
    expect(bare.json().data).not.toHaveProperty('user_cards');
    expect(bare.json().data).toHaveProperty('limits');
  });
});
