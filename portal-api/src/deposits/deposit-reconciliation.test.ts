import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  APPROVED_CARD,
  AU,
  balanceOf,
  depositEntries,
  depositSession,
  providerContext,
  type DepositSession,
} from '../test-support/deposit-helpers';
import { createTestApp, loginAs, bearer } from '../test-support/test-app';
import { reconcileDeposits } from './deposit-reconciliation';

let s: DepositSession;

beforeEach(async () => {
  s = await depositSession(AU);
});

afterEach(() => s.t.close());

/** A card payment the provider approved, whose page never came back to settle it. */
async function approvedUnsettled(amount = 5000) {
  const created = await s.call('POST', '/deposit/fatzebra/create', { amount, promotion: null });
  const session = created.json().data;
  const paid = await s.call(
    'POST',
    `/sandbox/fatzebra/payments/${session.token}/card`,
    APPROVED_CARD,
  );
  expect(paid.json().data.status).toBe('approved');
  return session.reference_number as string;
}

async function statusOf(reference: string) {
  const [row] = await s.t.db.query<{ status_id: number }>(
    'SELECT status_id FROM deposits WHERE reference = $1',
    [reference],
  );
  return row.status_id;
}

describe('the reconciliation job', () => {
  it('credits once a card payment the provider approved that nobody settled, on every instance at once', async () => {
    const before = await balanceOf(s.t.db, s.userId);
    const reference = await approvedUnsettled();
    const ctx = providerContext(s.t);
    expect(await reconcileDeposits(ctx)).toEqual({ checked: 0, returned: 0 });
    expect(await statusOf(reference)).toBe(1);
    s.t.clock.advance(s.t.config.reconcileAfterSeconds);
    await Promise.all([reconcileDeposits(ctx), reconcileDeposits(ctx), reconcileDeposits(ctx)]);
    expect(await statusOf(reference)).toBe(3);
    expect(await balanceOf(s.t.db, s.userId)).toBe(before + 5000);
    expect(await depositEntries(s.t.db, s.userId)).toHaveLength(1);
  });

  it('credits a cash code paid at the counter whose report never arrived', async () => {
    const before = await balanceOf(s.t.db, s.userId);
    const created = await s.call('POST', '/deposit/blueshyft/code', {
      amount: 2000,
      promotion: null,
    });
    const { code } = created.json().data;
    await s.t.db.query(`UPDATE sandbox_cash_codes SET status = 'redeemed' WHERE code = $1`, [code]);
    s.t.clock.advance(s.t.config.reconcileAfterSeconds);
    await reconcileDeposits(providerContext(s.t));
    expect(await balanceOf(s.t.db, s.userId)).toBe(before + 2000);
  });

  it('makes a return that is still due, once', async () => {
    const reference = await approvedUnsettled();
    await s.t.db.query(
      `UPDATE deposits SET status_id = 4, return_due_at = now() WHERE reference = $1`,
      [reference],
    );
    const ctx = providerContext(s.t);
    expect((await reconcileDeposits(ctx)).returned).toBe(1);
    expect((await reconcileDeposits(ctx)).returned).toBe(0);
    const [payment] = await s.t.db.query<{ status: string }>(
      'SELECT status FROM sandbox_card_payments WHERE reference = $1',
      [reference],
    );
    expect(payment.status).toBe('refunded');
  });
});

describe("the card provider's notification", () => {
  it('settles the payment it names from what the provider says, without a player', async () => {
    const before = await balanceOf(s.t.db, s.userId);
    const reference = await approvedUnsettled();
    const open = await s.call('POST', '/deposit/fatzebra/create', {
      amount: 7000,
      promotion: null,
    });
    const notify = (reference_number: string) =>
      s.t.app.inject({
        method: 'POST',
        url: '/deposit/fatzebra/notify',
        payload: { reference_number },
      });
    for (const name of [reference, reference, open.json().data.reference_number, 'FZ-unknown']) {
      expect((await notify(name)).statusCode).toBe(204);
    }
    expect(await statusOf(reference)).toBe(3);
    expect(await statusOf(open.json().data.reference_number)).toBe(1);
    expect(await balanceOf(s.t.db, s.userId)).toBe(before + 5000);
  });

  it('is sent by the sandbox provider when a payment is approved, and credits it', async () => {
    let server: Server | undefined;
    const port = await new Promise<number>((resolve) => {
      server = createServer().listen(0, '127.0.0.1', () =>
        resolve((server!.address() as AddressInfo).port),
      );
    });
    await new Promise((resolve) => server!.close(resolve));
    const t = await createTestApp({
      config: { cardNotifyUrl: `http://127.0.0.1:${port}/deposit/fatzebra/notify` },
    });
    try {
      await t.app.listen({ port, host: '127.0.0.1' });
      const token = await loginAs(t.app, AU);
      const call = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
      const session = (
        await call('/deposit/fatzebra/create', { amount: 4000, promotion: null })
      ).json().data;
      await call(`/sandbox/fatzebra/payments/${session.token}/card`, APPROVED_CARD);
      const settled = async () => {
        const [row] = await t.db.query<{ status_id: number }>(
          'SELECT status_id FROM deposits WHERE reference = $1',
          [session.reference_number],
        );
        return row.status_id === 3;
      };
      const deadline = Date.now() + 10_000;
      while (!(await settled()) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await settled()).toBe(true);
    } finally {
      await t.close();
    }
  });
});
