// Money that arrives for a player on a break, self-excluded or closed (docs/responsible-gambling-api.md).
import { receiveCashCodePayment } from '../deposits/cash-code-deposits';
import { receivePayIdTransfer } from '../deposits/payid-deposits';
import { redeemSandboxCode } from '../integrations/cash-codes/sandbox-cash-codes';
import { receiveSandboxTransfer } from '../integrations/payid/sandbox-payid';
import {
  APPROVED_CARD,
  AU,
  balanceOf,
  depositSession,
  providerContext,
  type DepositSession,
} from '../test-support/deposit-helpers';

let s: DepositSession;

beforeEach(async () => {
  s = await depositSession(AU);
});

afterEach(() => s.t.close());

const takeBreak = async () =>
  expect((await s.call('POST', '/users/break', { period: '7d' })).statusCode).toBe(200);

async function depositOf(reference: string) {
  const [row] = await s.t.db.query<{ status_id: number; message: string | null }>(
    'SELECT status_id, message FROM deposits WHERE reference = $1',
    [reference],
  );
  return row;
}

describe('money arriving for a player on a break', () => {
  it('credits a card payment made before the break, so it can be withdrawn', async () => {
    const before = await balanceOf(s.t.db, s.userId);
    const session = (
      await s.call('POST', '/deposit/fatzebra/create', { amount: 5000, promotion: null })
    ).json().data;
    await s.call('POST', `/sandbox/fatzebra/payments/${session.token}/card`, APPROVED_CARD);
    await takeBreak();
    const notified = await s.t.app.inject({
      method: 'POST',
      url: '/deposit/fatzebra/notify',
      payload: { reference_number: session.reference_number },
    });
    expect(notified.statusCode).toBe(204);
    expect((await depositOf(session.reference_number)).status_id).toBe(3);
    expect(await balanceOf(s.t.db, s.userId)).toBe(before + 5000);
  });

  it('returns cash paid in at a counter during the break, crediting nothing', async () => {
    const before = await balanceOf(s.t.db, s.userId);
    const code = (
      await s.call('POST', '/deposit/blueshyft/code', { amount: 2000, promotion: null })
    ).json().data.code;
    await takeBreak();
    const reference = await redeemSandboxCode(s.t.db, s.userId, code, s.t.clock());
    await receiveCashCodePayment(providerContext(s.t), reference!);
    expect(await depositOf(reference!)).toEqual({
      status_id: 4,
      message:
        'Deposits are not available while your account is on a break, self-excluded or closed, so this deposit was returned to the payer',
    });
    const [cash] = await s.t.db.query<{ status: string }>(
      'SELECT status FROM sandbox_cash_codes WHERE code = $1',
      [code],
    );
    expect(cash.status).toBe('returned');
    expect(await balanceOf(s.t.db, s.userId)).toBe(before);
  });

  it('returns a PayID transfer sent during the break, crediting nothing', async () => {
    const before = await balanceOf(s.t.db, s.userId);
    const { payid } = (await s.call('POST', '/deposit/zepto/register')).json().data;
    await takeBreak();
    const transfer = await receiveSandboxTransfer(s.t.db, payid, 3000, 'settled');
    await receivePayIdTransfer(providerContext(s.t), transfer!);
    const [sent] = await s.t.db.query<{ status: string }>(
      'SELECT status FROM sandbox_payid_transfers WHERE id = $1',
      [transfer],
    );
    expect(sent.status).toBe('returned');
    expect(await balanceOf(s.t.db, s.userId)).toBe(before);
  });
});
