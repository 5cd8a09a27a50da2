import { messages } from '@portal/contract';
import { AU, callAs, UNVERIFIED } from '../test-support/deposit-helpers';
import { BRAND_B, onBrand, tokenOn } from '../test-support/brand-requests';
import { createTestApp, loginAs, userIdOf, type TestContext } from '../test-support/test-app';
import { limitsOf, setLimit } from '../test-support/limit-helpers';
import { FANTASY, ledgerOf, platformPost } from '../test-support/wallet-api-helpers';

const m = messages.walletApi;
const B = 'demo.b@portal.test';
let t: TestContext;

// One app for the file: each test uses references of its own, and the restrictions come last.
beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

beforeEach(() => {
  t.published.length = 0;
});

const stakeOf = (userId: number, reference: string, amount: number | string = 1_000) => ({
  player_id: userId,
  reference,
  amount,
  description: 'Sydney v Melbourne: Sydney to win',
  meta: { event: 'Sydney v Melbourne', selection: 'Sydney' },
});

const postStake = (body: object, clientId?: number) =>
  platformPost(t.app, '/wallet/v1/stakes', body, t.clock(), { clientId });

async function balancesOf(userId: number) {
  const [wallet] = await t.db.query<{ balance: number; available_balance: number }>(
    'SELECT balance, available_balance FROM wallets WHERE user_id = $1',
    [userId],
  );
  return wallet;
}

/** Asserts the call was refused with `status` and `errors`, and that the ledger did not move. */
async function expectRefused(
  userId: number,
  body: object,
  status: number,
  errors: Record<string, string[]>,
) {
  const before = { ledger: await ledgerOf(t.db, userId), wallet: await balancesOf(userId) };
  const announced = t.published.length;
  const response = await postStake(body);
  expect([response.statusCode, response.json()]).toEqual([status, { errors }]);
  expect({ ledger: await ledgerOf(t.db, userId), wallet: await balancesOf(userId) }).toEqual(
    before,
  );
  expect(t.published.slice(announced)).toEqual([]);
}

describe('POST /wallet/v1/stakes', () => {
  it("takes the stake from the player's balance as a bet with the platform's ticket and says so", async () => {
    const userId = await userIdOf(t.db, AU);
    const before = await balancesOf(userId);
    const response = await postStake(stakeOf(userId, 'A100', '1250'));
    expect(response.statusCode).toBe(201);
    const after = await balancesOf(userId);
    expect(after).toEqual({
      balance: before.balance - 1_250,
      available_balance: before.available_balance - 1_250,
    });
    const entry = (await ledgerOf(t.db, userId)).at(-1)!;
    expect(entry).toMatchObject({
      amount: -1_250,
      category_id: 3,
      meta: { bet_ticket: '#1A100', event: 'Sydney v Melbourne', selection: 'Sydney' },
    });
    expect(response.json()).toEqual({
      data: {
        reference: 'A100',
        amount: 1_250,
        ticket: '#1A100',
        ledger_entry_id: entry.id,
        ...after,
      },
      meta: { replayed: false },
    });
    expect(t.published).toEqual([{ userId, event: 'wallet.balance.updated', payload: after }]);
  });

  it("names a contest entry's ticket for the fantasy app", async () => {
    const userId = await userIdOf(t.db, AU);
    const response = await platformPost(
      t.app,
      '/wallet/v1/stakes',
      { ...stakeOf(userId, 'C7'), meta: { contest: 'Sunday Millions' } },
      t.clock(),
      { clientId: FANTASY },
    );
    expect(response.json().data.ticket).toBe('#2C7');
    expect((await ledgerOf(t.db, userId)).at(-1)!.meta).toEqual({
      bet_ticket: '#2C7',
      contest: 'Sunday Millions',
    });
  });

  it('records the same call once and answers it again; another call with its reference is refused', async () => {
    const userId = await userIdOf(t.db, AU);
    const first = await postStake(stakeOf(userId, 'R1'));
    const ledger = await ledgerOf(t.db, userId);
    const again = await postStake(stakeOf(userId, 'R1'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), meta: { replayed: true } });
    expect(await ledgerOf(t.db, userId)).toEqual(ledger);
    expect(t.published).toHaveLength(1);
    t.published.length = 0;

    await expectRefused(userId, stakeOf(userId, 'R1', 2_000), 409, { error: [m.referenceReused] });
    const other = await userIdOf(t.db, B);
    await expectRefused(other, stakeOf(other, 'R1'), 409, { error: [m.referenceReused] });
    // The reference is the platform's own: the fantasy app may use it too.
    expect((await postStake(stakeOf(userId, 'R1'), FANTASY)).statusCode).toBe(201);
  });

  it('refuses an unknown player, a stake of nothing and a stake over the available balance', async () => {
    const userId = await userIdOf(t.db, AU);
    await expectRefused(userId, stakeOf(999_999, 'X1'), 422, { player_id: [m.playerNotFound] });
    await expectRefused(userId, stakeOf(userId, 'X2', 0), 422, {
      amount: [messages.fieldTooSmall('Amount', 1)],
    });
    const { available_balance } = await balancesOf(userId);
    await expectRefused(userId, stakeOf(userId, 'X3', available_balance + 1), 422, {
      amount: [m.insufficientBalance],
    });
    expect((await postStake(stakeOf(userId, 'X4', available_balance))).statusCode).toBe(201);
    const refill = { email: AU, amount: available_balance };
    await t.app.inject({ method: 'POST', url: '/dev/wallet/credit', payload: refill });
  });

  it('refuses a stake that would take the player over their spending limit', async () => {
    const userId = await userIdOf(t.db, AU);
    const call = callAs(t.app, await loginAs(t.app, AU));
    const spendingLimit = async () =>
      (await limitsOf(call)).limits.find((limit: { type: { id: number } }) => limit.type.id === 2);
    // A first limit, then a lower one (in force at once) leaving $30 over what was bet today.
    const daily = (limit: number) =>
      setLimit(call, { limit_type_id: 2, duration_type_id: 1, limit });
    expect((await daily(10_000_000)).statusCode).toBe(200);
    const { used } = await spendingLimit();
    expect((await daily(used + 3_000)).statusCode).toBe(200);
    expect((await postStake(stakeOf(userId, 'L1', 2_000))).statusCode).toBe(201);
    await expectRefused(userId, stakeOf(userId, 'L2', 1_001), 422, {
      amount: [m.spendingLimitReached],
    });
    expect((await postStake(stakeOf(userId, 'L3', 1_000))).statusCode).toBe(201);
    const spending = await spendingLimit();
    expect(spending).toMatchObject({ limit: used + 3_000, used: used + 3_000 });
  });
  it('refuses a player on a break, closed, or not verified', async () => {
    const userId = await userIdOf(t.db, AU);
    const call = callAs(t.app, await loginAs(t.app, AU));
    expect((await call('POST', '/users/break', { period: '1d' })).statusCode).toBe(200);
    await expectRefused(userId, stakeOf(userId, 'B1'), 403, { error: [m.playerBlocked] });

    const other = await userIdOf(t.db, B);
    const token = await tokenOn(t, BRAND_B, B);
    const closed = await onBrand(t, BRAND_B, { method: 'POST', url: '/users/close', token });
    expect(closed.statusCode).toBe(200);
    await expectRefused(other, stakeOf(other, 'B2'), 403, { error: [m.playerBlocked] });

    const unverified = await userIdOf(t.db, UNVERIFIED);
    await expectRefused(unverified, stakeOf(unverified, 'B3'), 403, {
      error: [m.playerRestricted],
    });
  });
});
