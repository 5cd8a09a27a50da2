import {
  AU,
  UNVERIFIED,
  balanceOf,
  callAs,
  depositSession,
  depositEntries,
  providerContext,
  setDailyDepositLimit,
} from '../test-support/deposit-helpers';
import { loginAs, type TestContext } from '../test-support/test-app';
import { receiveSandboxTransfer } from '../integrations/payid/sandbox-payid';
import { insertDeposit } from './deposit-records';
import { receivePayIdTransfer } from './payid-deposits';

let t: TestContext;
let call: ReturnType<typeof callAs>;
let userId: number;

beforeEach(async () => {
  ({ t, call, userId } = await depositSession(AU));
});

afterEach(() => t.close());

async function registeredPayId(): Promise<string> {
  const response = await call('POST', '/deposit/zepto/register');
  expect(response.statusCode).toBe(200);
  return response.json().data.payid;
}

describe('PayID deposits', () => {
  it('gives the player one PayID, shown in payid_details', async () => {
    const payid = await registeredPayId();
    expect(payid).toMatch(/^alex\.[0-9a-f]{8}@pay\.portal\.test$/);
    expect(await registeredPayId()).toBe(payid);
    const user = await call('GET', '/users/current?embed=payid_details');
    expect(user.json().data.payid_details).toEqual({ payid });
  });

  it('credits a settled transfer once, however often the provider reports it', async () => {
    const payid = await registeredPayId();
    const before = await balanceOf(t.db, userId);
    const transfer = await call('POST', '/sandbox/zepto/transfers', { payid, amount: 2000 });
    expect(transfer.json().data).toEqual({
      id: expect.stringMatching(/^pt_/),
      amount: 2000,
      status: { id: 3, name: 'Approved' },
    });
    const transferId = transfer.json().data.id;
    await Promise.all(
      Array.from({ length: 6 }, () => receivePayIdTransfer(providerContext(t), transferId)),
    );
    expect(await balanceOf(t.db, userId)).toBe(before + 2000);
    expect(await depositEntries(t.db, userId)).toHaveLength(1);
    expect(t.published.map((p) => p.event)).toEqual([
      'wallet.balance.updated',
      'notification.deposited',
    ]);
  });

  it('credits a transfer recorded by a report whose instance died before crediting it', async () => {
    const payid = await registeredPayId();
    const before = await balanceOf(t.db, userId);
    const transferId = await receiveSandboxTransfer(t.db, payid, 1500, 'settled');
    await insertDeposit(
      t.db,
      { userId, provider: 'zepto', reference: transferId!, methodId: 14, amount: 1500 },
      t.clock(),
    );
    const deposit = await receivePayIdTransfer(providerContext(t), transferId!);
    expect(deposit?.status_name).toBe('Approved');
    expect(await balanceOf(t.db, userId)).toBe(before + 1500);
  });

  it('credits nothing for a dishonoured transfer or one over the deposit limit', async () => {
    const payid = await registeredPayId();
    const dishonoured = await call('POST', '/sandbox/zepto/transfers', {
      payid,
      amount: 2000,
      outcome: 'dishonoured',
    });
    expect(dishonoured.json().data.status).toEqual({ id: 4, name: 'Rejected' });
    await setDailyDepositLimit(t.db, userId, 1000, t.clock());
    const over = await call('POST', '/sandbox/zepto/transfers', { payid, amount: 1001 });
    expect(over.json().data.status.id).toBe(4);
    const [returned] = await t.db.query<{ status: string }>(
      'SELECT status FROM sandbox_payid_transfers WHERE id = $1',
      [over.json().data.id],
    );
    expect(returned.status).toBe('returned');
    expect(await depositEntries(t.db, userId)).toEqual([]);
  });

  it('refuses an unverified player and transfers to someone else’s PayID', async () => {
    const unverified = callAs(t.app, await loginAs(t.app, UNVERIFIED));
    const response = await unverified('POST', '/deposit/zepto/register');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: { error: ['Please verify your account first'] } });
    const payid = await registeredPayId();
    const foreign = await unverified('POST', '/sandbox/zepto/transfers', { payid, amount: 500 });
    expect(foreign.statusCode).toBe(404);
    const bad = await call('POST', '/sandbox/zepto/transfers', { payid, amount: 'lots' });
    expect(bad.statusCode).toBe(422);
  });
});
