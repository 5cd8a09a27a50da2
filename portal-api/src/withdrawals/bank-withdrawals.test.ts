import { checkLedger } from '../wallet/ledger-check';
import {
  AU,
  UNVERIFIED,
  US,
  callAs,
  depositSession,
  type DepositSession,
} from '../test-support/deposit-helpers';
import { loginAs } from '../test-support/test-app';
import {
  addBankAccount,
  expectBalanceAnnounced,
  reviewBankAccount,
  walletOf,
} from '../test-support/withdrawal-helpers';
import { processDueWithdrawals } from './withdrawal-processing';

const VERIFY_FIRST =
  'Please make sure your account and your mobile number are verified to submit a withdrawal.';

let s: DepositSession;
let accountId: number;

beforeEach(async () => {
  s = await depositSession(AU);
  accountId = await addBankAccount(s.t.app, s.call);
  s.t.published.length = 0;
});

afterEach(() => s.t.close());

const withdraw = (amount: unknown, account = accountId) =>
  s.call('POST', '/withdraw', { amount, user_bank_account_id: account });

function ledgerRows(key: string) {
  return s.t.db.query<{ amount: number; category_id: number }>(
    'SELECT amount, category_id FROM wallet_ledger_entries WHERE idempotency_key = $1',
    [key],
  );
}

describe('POST /withdraw', () => {
  it('debits the amount in cents at once, through the ledger, and publishes the balances', async () => {
    const response = await withdraw(2500);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      data: {
        id: expect.any(Number),
        transaction_id: expect.any(Number),
        created_at: '2026-03-01T10:00:00.000Z',
        amount: 2500,
        status: { id: 1, name: 'Pending' },
        is_auto: 0,
        withdrawal_request_type: { id: 1, name: 'Bank Transfer' },
        account: { id: accountId, label: '062-000 ****5678' },
      },
      meta: {
        message: 'Your withdrawal request was received',
        balance: 122550,
        available_balance: 122550,
      },
    });
    expect(await ledgerRows(`withdrawal:${body.data.id}`)).toEqual([
      { amount: -2500, category_id: 2 },
    ]);
    await expectBalanceAnnounced(s, 122550);
  });

  it('refuses less than $10.00 and more than the available balance, changing nothing', async () => {
    expect((await withdraw(999)).json()).toEqual({
      errors: { amount: ['The minimum withdrawal amount is $10.00'] },
    });
    expect((await withdraw(125051)).json()).toEqual({
      errors: { amount: ['You cannot withdraw more than your available balance of $1,250.50'] },
    });
    expect((await withdraw('25.5')).json()).toEqual({
      errors: {
        amount: ['Amount must be a whole number of cents: a JSON integer or a string of digits'],
      },
    });
    expect((await s.call('POST', '/withdraw', {})).json()).toEqual({
      errors: {
        amount: ['Amount is required'],
        user_bank_account_id: ['User bank account id is required'],
      },
    });
    expect(await walletOf(s.t.db, s.userId)).toEqual({
      balance: 125050,
      available_balance: 125050,
    });
    expect(s.t.published).toEqual([]);
  });

  it('takes the whole available balance', async () => {
    expect((await withdraw(125050)).statusCode).toBe(200);
    expect(await walletOf(s.t.db, s.userId)).toEqual({ balance: 0, available_balance: 0 });
  });

  it('needs a verified identity and a verified mobile', async () => {
    await s.t.db.query('UPDATE users SET phone_verified = false WHERE id = $1', [s.userId]);
    const refused = await withdraw(2500);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: { error: [VERIFY_FIRST] } });
    const unverified = callAs(s.t.app, await loginAs(s.t.app, UNVERIFIED));
    const other = await unverified('POST', '/withdraw', { amount: 2500, user_bank_account_id: 1 });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ errors: { error: [VERIFY_FIRST] } });
  });

  it('pays only into the caller’s current bank account, never a rejected one', async () => {
    expect((await withdraw(2500, accountId + 1)).json()).toEqual({
      errors: { user_bank_account_id: ['This bank account is not available'] },
    });
    await reviewBankAccount(s.t.app, AU, 'rejected');
    expect((await withdraw(2500)).json()).toEqual({
      errors: {
        user_bank_account_id: ['Your bank account verification document has been rejected.'],
      },
    });
    expect(await walletOf(s.t.db, s.userId)).toEqual({
      balance: 125050,
      available_balance: 125050,
    });
  });

  it('never takes the balance below zero, however many withdrawals arrive at once', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(3000)));
    const accepted = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    // 41 × $30.00 = $1,230.00 fits in $1,250.50; the other 9 are refused whole.
    expect(accepted).toHaveLength(41);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.amount[0]).toMatch(/^You cannot withdraw more than your available/);
    }
    expect(await walletOf(s.t.db, s.userId)).toEqual({ balance: 2050, available_balance: 2050 });
    const [{ withdrawn, rows }] = await s.t.db.query<{ withdrawn: number; rows: number }>(
      `SELECT COALESCE(sum(amount), 0)::bigint AS withdrawn, count(*)::int AS rows
       FROM withdrawals WHERE user_id = $1`,
      [s.userId],
    );
    expect({ withdrawn, rows }).toEqual({ withdrawn: 123000, rows: 41 });
    const [{ debited }] = await s.t.db.query<{ debited: number }>(
      `SELECT -sum(amount)::bigint AS debited FROM wallet_ledger_entries
       WHERE user_id = $1 AND idempotency_key LIKE 'withdrawal:%'`,
      [s.userId],
    );
    expect(debited).toBe(123000);
    expect(await checkLedger(s.t.db)).toEqual({ wallets: 4, mismatches: [] });
  });
});

describe('GET /users/withdraw', () => {
  it('lists the withdrawals with those statuses, newest first, 10 a page', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      s.t.clock.advance(1);
      ids.push((await withdraw(1000 + i)).json().data.id);
    }
    await s.call('POST', `/withdraw/${ids[0]}/reject`);
    const first = await s.call('GET', '/users/withdraw?payment_status_ids=1,2');
    expect(first.json().data.map((w: { id: number }) => w.id)).toEqual(ids.slice(2).reverse());
    expect(first.json().meta.pagination).toEqual({
      total: 11,
      count: 10,
      per_page: 10,
      current_page: 1,
      total_pages: 2,
    });
    const second = await s.call('GET', '/users/withdraw?payment_status_ids=1,2&page=2');
    expect(second.json().data.map((w: { id: number }) => w.id)).toEqual([ids[1]]);
    const cancelled = await s.call('GET', '/users/withdraw?payment_status_ids=6');
    expect(cancelled.json().data).toEqual([
      expect.objectContaining({ id: ids[0], status: { id: 6, name: 'Cancelled' } }),
    ]);
    const all = await s.call('GET', '/users/withdraw?page=3');
    expect(all.json()).toEqual({
      data: [],
      meta: {
        pagination: { total: 12, count: 0, per_page: 10, current_page: 3, total_pages: 2 },
      },
    });
  });

  it('refuses unknown statuses and pages', async () => {
    expect((await s.call('GET', '/users/withdraw?payment_status_ids=1,5')).json()).toEqual({
      errors: {
        payment_status_ids: ['Payment status ids must be a comma-separated list of: 1, 2, 3, 4, 6'],
      },
    });
    expect((await s.call('GET', '/users/withdraw?page=0')).json()).toEqual({
      errors: { page: ['Page must be at least 1'] },
    });
  });
});

describe('POST /withdraw/{id}/reject', () => {
  it('cancels a pending withdrawal and refunds it once, as a second ledger row', async () => {
    const { id } = (await withdraw(2500)).json().data;
    s.t.published.length = 0;
    const cancels = await Promise.all(
      [1, 2, 3].map(() => s.call('POST', `/withdraw/${id}/reject`)),
    );
    const ok = cancels.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0].json()).toEqual({
      data: expect.objectContaining({ id, status: { id: 6, name: 'Cancelled' }, amount: 2500 }),
      meta: {
        message: 'Your withdrawal has been cancelled',
        balance: 125050,
        available_balance: 125050,
      },
    });
    for (const r of cancels.filter((c) => c.statusCode !== 200)) {
      expect(r.statusCode).toBe(422);
      expect(r.json()).toEqual({
        errors: { error: ['This withdrawal can no longer be cancelled'] },
      });
    }
    expect(await ledgerRows(`withdrawal:${id}`)).toEqual([{ amount: -2500, category_id: 2 }]);
    expect(await ledgerRows(`withdrawal-refund:${id}`)).toEqual([{ amount: 2500, category_id: 2 }]);
    await expectBalanceAnnounced(s, 125050);
  });

  it('answers 404 for a withdrawal that is not the caller’s', async () => {
    const { id } = (await withdraw(2500)).json().data;
    const us = callAs(s.t.app, await loginAs(s.t.app, US));
    for (const response of [
      await us('POST', `/withdraw/${id}/reject`),
      await s.call('POST', `/withdraw/${id + 100}/reject`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: { error: ['Not found.'] } });
    }
    expect(await walletOf(s.t.db, s.userId)).toEqual({
      balance: 122550,
      available_balance: 122550,
    });
  });
});

describe('automatic withdrawals', () => {
  beforeEach(() => reviewBankAccount(s.t.app, AU, 'approved'));

  it('are the ones to an approved account up to $1,000.00', async () => {
    const large = (await withdraw(100001)).json().data;
    expect(large.is_auto).toBe(0);
    await s.call('POST', `/withdraw/${large.id}/reject`);
    expect((await withdraw(100000)).json().data.is_auto).toBe(1);
  });

  it('move from Pending to Processing 5 seconds after the request, moving no money', async () => {
    const { id } = (await withdraw(2500)).json().data;
    const manual = (await withdraw(100001)).json().data.id;
    s.t.clock.advance(4);
    expect(await processDueWithdrawals(s.t.db, s.t.clock())).toEqual([]);
    s.t.clock.advance(1);
    expect(await processDueWithdrawals(s.t.db, s.t.clock())).toEqual([id]);
    const list = (await s.call('GET', '/users/withdraw?payment_status_ids=1,2')).json().data;
    expect(list).toEqual([
      expect.objectContaining({ id: manual, status: { id: 1, name: 'Pending' }, is_auto: 0 }),
      expect.objectContaining({ id, status: { id: 2, name: 'Processing' }, is_auto: 1 }),
    ]);
    expect(await walletOf(s.t.db, s.userId)).toEqual({ balance: 22549, available_balance: 22549 });
  });

  it('cannot be cancelled by the player', async () => {
    const { id } = (await withdraw(2500)).json().data;
    const refused = await s.call('POST', `/withdraw/${id}/reject`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errors: { error: ['This withdrawal can no longer be cancelled'] },
    });
  });
});
