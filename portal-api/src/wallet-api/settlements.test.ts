import { messages, type ActivityStatement, type NetPosition } from '@portal/contract';
import { AU, callAs } from '../test-support/deposit-helpers';
import { createTestApp, loginAs, userIdOf, type TestContext } from '../test-support/test-app';
import { FANTASY, ledgerOf, platformPost } from '../test-support/wallet-api-helpers';

const m = messages.walletApi;
let t: TestContext;
let userId: number;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  userId = await userIdOf(t.db, AU);
  call = callAs(t.app, await loginAs(t.app, AU));
});

afterAll(() => t.close());

const stake = (reference: string, amount: number, clientId?: number) =>
  platformPost(
    t.app,
    '/wallet/v1/stakes',
    {
      player_id: userId,
      reference,
      amount,
      description: 'Sunday Millions entry',
      meta: { contest: 'Sunday Millions' },
    },
    t.clock(),
    { clientId },
  );

const settlement = (stakeReference: string, reference: string, amount: number, kind = 'win') => ({
  player_id: userId,
  stake_reference: stakeReference,
  reference,
  amount,
  kind,
});

const settle = (body: object, clientId?: number) =>
  platformPost(t.app, '/wallet/v1/settlements', body, t.clock(), { clientId });

async function expectRefused(body: object, status: number, errors: Record<string, string[]>) {
  const before = await ledgerOf(t.db, userId);
  const response = await settle(body);
  expect([response.statusCode, response.json()]).toEqual([status, { errors }]);
  expect(await ledgerOf(t.db, userId)).toEqual(before);
}

async function statement(): Promise<ActivityStatement> {
  return (await call('GET', '/activity/statement?period=this-month')).json().data;
}

async function netPosition(): Promise<NetPosition> {
  return (await call('GET', '/activity/net-position')).json().data;
}

describe('POST /wallet/v1/settlements', () => {
  it("pays a win as the player's own money with the stake's ticket: the statement and net position count it", async () => {
    const [statementBefore, positionBefore] = [await statement(), await netPosition()];
    expect((await stake('W1', 2_000)).statusCode).toBe(201);
    t.published.length = 0;
    const response = await settle(settlement('W1', 'W1-won', 5_000));
    expect(response.statusCode).toBe(201);
    const entry = (await ledgerOf(t.db, userId)).at(-1)!;
    expect(entry).toMatchObject({ amount: 5_000, category_id: 4, meta: { bet_ticket: '#1W1' } });
    const { balance, available_balance } = response.json().data;
    expect(response.json()).toEqual({
      data: {
        reference: 'W1-won',
        stake_reference: 'W1',
        kind: 'win',
        amount: 5_000,
        ticket: '#1W1',
        ledger_entry_id: entry.id,
        balance,
        available_balance,
      },
      meta: { replayed: false },
    });
    expect(t.published).toEqual([
      { userId, event: 'wallet.balance.updated', payload: { balance, available_balance } },
    ]);

    const after = await statement();
    expect(after.products.betting).toEqual({
      staked: statementBefore.products.betting.staked + 2_000,
      won: statementBefore.products.betting.won + 5_000,
      net_result: statementBefore.products.betting.net_result + 3_000,
      count: statementBefore.products.betting.count + 1,
    });
    expect(after.net_result).toBe(statementBefore.net_result + 3_000);
    expect(after.closing_balance).toBe(balance);
    const position = await netPosition();
    expect(position).toMatchObject({
      month: positionBefore.month + 3_000,
      year: positionBefore.year + 3_000,
      lifetime: positionBefore.lifetime + 3_000,
    });
  });

  it('pays bonus money apart: never counted in the net result', async () => {
    const before = await statement();
    expect((await stake('F1', 1_000, FANTASY)).statusCode).toBe(201);
    const response = await settle(settlement('F1', 'F1-bonus', 700, 'bonus'), FANTASY);
    expect(response.statusCode).toBe(201);
    expect((await ledgerOf(t.db, userId)).at(-1)).toMatchObject({
      amount: 700,
      category_id: 6,
      meta: { bet_ticket: '#2F1' },
    });
    const after = await statement();
    expect(after.bonus).toBe(before.bonus + 700);
    expect(after.products.fantasy.net_result).toBe(before.products.fantasy.net_result - 1_000);
    expect(after.net_result).toBe(before.net_result - 1_000);
  });

  it('settles a lost stake with 0: no money moves, but the reference is spent', async () => {
    expect((await stake('L1', 1_500)).statusCode).toBe(201);
    const ledger = await ledgerOf(t.db, userId);
    t.published.length = 0;
    const lost = await settle(settlement('L1', 'L1-lost', 0));
    expect(lost.statusCode).toBe(201);
    expect(lost.json().data).toMatchObject({ amount: 0, ledger_entry_id: null, ticket: '#1L1' });
    expect(await ledgerOf(t.db, userId)).toEqual(ledger);
    expect(t.published).toEqual([]);

    const again = await settle(settlement('L1', 'L1-lost', 0));
    expect([again.statusCode, again.json()]).toEqual([
      200,
      { ...lost.json(), meta: { replayed: true } },
    ]);
    await expectRefused(settlement('L1', 'L1-lost', 9_000), 409, { error: [m.referenceReused] });
    await expectRefused(settlement('L1', 'L1-won-later', 9_000), 409, {
      error: [m.stakeAlreadySettled('win')],
    });
  });

  it('answers the same settlement again without paying twice', async () => {
    expect((await stake('D1', 1_000)).statusCode).toBe(201);
    const first = await settle(settlement('D1', 'D1-won', 1_800));
    const ledger = await ledgerOf(t.db, userId);
    const again = await settle(settlement('D1', 'D1-won', 1_800));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), meta: { replayed: true } });
    expect(await ledgerOf(t.db, userId)).toEqual(ledger);
    await expectRefused(settlement('D1', 'D1-won', 1_900), 409, { error: [m.referenceReused] });
    await expectRefused(settlement('D1', 'D1-won', 1_800, 'bonus'), 409, {
      error: [m.referenceReused],
    });
  });

  it("refuses to settle a stake that is not this platform's or this player's", async () => {
    expect((await stake('S1', 1_000)).statusCode).toBe(201);
    const notFound = { stake_reference: [m.stakeNotFound] };
    await expectRefused(settlement('NEVER', 'S-1', 100), 422, notFound);
    const other = await userIdOf(t.db, 'demo.b@portal.test');
    await expectRefused({ ...settlement('S1', 'S-2', 100), player_id: other }, 422, notFound);
    const before = await ledgerOf(t.db, userId);
    const fantasy = await settle(settlement('S1', 'S-3', 100), FANTASY);
    expect([fantasy.statusCode, fantasy.json()]).toEqual([422, { errors: notFound }]);
    expect(await ledgerOf(t.db, userId)).toEqual(before);
    await expectRefused(settlement('S1', 'S-4', -1), 422, {
      amount: [messages.fieldTooSmall('Amount', 0)],
    });
  });
});
