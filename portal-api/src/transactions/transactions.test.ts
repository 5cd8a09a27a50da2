import { AU, US, depositSession, type DepositSession } from '../test-support/deposit-helpers';
import { addBankAccount } from '../test-support/withdrawal-helpers';

let s: DepositSession;

beforeAll(async () => {
  s = await depositSession(AU);
});

afterAll(() => s.t.close());

interface Entry {
  id: number;
  type: { id: number; name: string };
  category: { id: number; name: string };
  amount: number;
  balance: number;
  created_at: string;
  product: { id: number; name: string } | null;
  meta: Record<string, string | number>;
}

async function list(query: string) {
  const response = await s.call('GET', `/wallets/transactions${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Entry[]; meta: { pagination: Record<string, number> } }>();
}

async function everything(query: string): Promise<Entry[]> {
  const first = await list(`${query}&page=1`);
  const rest = [];
  for (let page = 2; page <= first.meta.pagination.total_pages; page += 1) {
    rest.push(...(await list(`${query}&page=${page}`)).data);
  }
  return [...first.data, ...rest];
}

const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

describe('GET /wallets/transactions', () => {
  it('pages the demo player’s year of history, newest first, ending on the balance', async () => {
    const { data, meta } = await list('');
    expect(data).toHaveLength(10);
    expect(meta.pagination).toMatchObject({ count: 10, per_page: 10, current_page: 1 });
    expect(meta.pagination.total).toBeGreaterThan(100);
    expect(meta.pagination.total_pages).toBe(Math.ceil(meta.pagination.total / 10));
    expect(data[0].balance).toBe(125050);
    const all = await everything('?');
    expect(all).toHaveLength(meta.pagination.total);
    const times = all.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const signed = all.map((e) => (e.type.name === 'Credit' ? e.amount : -e.amount));
    expect(signed.reduce((sum, amount) => sum + amount, 0)).toBe(125050);
    expect(new Set(all.map((e) => e.category.name))).toEqual(
      new Set(['Deposits', 'Withdrawals', 'Bets', 'Wins', 'Bonuses', 'Adjustments']),
    );
  });

  it('filters by category, with the brand of each ticket', async () => {
    const wins = await everything('?category_ids=4');
    expect(wins.length).toBeGreaterThan(10);
    for (const win of wins) {
      expect(win).toMatchObject({
        type: { id: 1, name: 'Credit' },
        category: { id: 4, name: 'Wins' },
      });
      const ticket = String(win.meta.bet_ticket);
      expect(win.product).toEqual(
        ticket.startsWith('#1') ? { id: 1, name: 'PlayUp' } : { id: 2, name: 'PlayUp Fantasy' },
      );
    }
    expect(new Set(wins.map((w) => String(w.meta.bet_ticket).slice(0, 2)))).toEqual(
      new Set(['#1', '#2']),
    );
    const money = await everything('?category_ids=1,2');
    expect(new Set(money.map((e) => e.category.id))).toEqual(new Set([1, 2]));
    expect(money.every((e) => e.product === null)).toBe(true);
  });

  it('takes the day boundaries with their zone offset, TO exclusive', async () => {
    const range = {
      transaction_from: '2026-01-01T00:00:00+11:00',
      transaction_to: '2026-02-01T00:00:00+11:00',
    };
    const january = await everything(`${q(range)}`);
    expect(january.length).toBeGreaterThan(0);
    for (const entry of january) {
      expect(entry.created_at >= '2025-12-31T13:00:00.000Z').toBe(true);
      expect(entry.created_at < '2026-01-31T13:00:00.000Z').toBe(true);
    }
    const all = await everything('?');
    const inside = all.filter(
      (e) =>
        e.created_at >= '2025-12-31T13:00:00.000Z' && e.created_at < '2026-01-31T13:00:00.000Z',
    );
    expect(january.map((e) => e.id)).toEqual(inside.map((e) => e.id));
    const unencoded = `?transaction_from=2026-01-01T00:00:00+11:00&transaction_to=2026-02-01T00:00:00+11:00`;
    expect((await list(unencoded)).meta.pagination.total).toBe(january.length);
  });

  it('shows a withdrawal as its debit, and its cancel as a second row', async () => {
    const accountId = await addBankAccount(s.t.app, s.call);
    s.t.clock.advance(60);
    const { data } = (
      await s.call('POST', '/withdraw', { amount: 2500, user_bank_account_id: accountId })
    ).json();
    s.t.clock.advance(60);
    await s.call('POST', `/withdraw/${data.id}/reject`);
    const [refund, debit] = (await list('?category_ids=2')).data;
    expect(debit).toMatchObject({
      id: data.transaction_id,
      type: { name: 'Debit' },
      amount: 2500,
      balance: 122550,
      meta: { withdrawal_id: data.id, account: '062-000 ****5678' },
    });
    expect(refund).toMatchObject({ type: { name: 'Credit' }, amount: 2500, balance: 125050 });
  });

  it('refuses bad filters with the field’s message', async () => {
    const refusal = async (query: string) =>
      (await s.call('GET', `/wallets/transactions${query}`)).json();
    expect(await refusal('?category_ids=1,9')).toEqual({
      errors: {
        category_ids: ['Category ids must be a comma-separated list of: 1, 2, 3, 4, 5, 6'],
      },
    });
    expect(await refusal(q({ transaction_from: '2026-02-30T00:00:00+11:00' }))).toEqual({
      errors: {
        transaction_from: ['Transaction from must be a date like 2026-03-01T00:00:00+11:00'],
      },
    });
    expect(
      await refusal(
        q({
          transaction_from: '2026-02-02T00:00:00+11:00',
          transaction_to: '2026-02-01T00:00:00+11:00',
        }),
      ),
    ).toEqual({ errors: { transaction_from: ['The start date must not be after the end date'] } });
  });

  it('shows only the caller’s own transactions', async () => {
    const us = await depositSession(US);
    try {
      const { data } = (await us.call('GET', '/wallets/transactions')).json();
      expect(data).toEqual([
        expect.objectContaining({
          amount: 30000,
          balance: 30000,
          category: { id: 5, name: 'Adjustments' },
        }),
      ]);
    } finally {
      await us.t.close();
    }
  });
});

describe('GET /wallets/transactions/export', () => {
  const lastYear = {
    transaction_from: '2025-03-01T00:00:00+11:00',
    transaction_to: '2026-03-02T00:00:00+11:00',
  };

  it('downloads the range as CSV, one row per transaction the list shows', async () => {
    const response = await s.call('GET', `/wallets/transactions/export${q(lastYear)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transaction-history.csv"',
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Transaction ID,Date & Time,Type,Category,Product,Amount,Balance,Details',
    );
    const listed = await everything(`${q(lastYear)}`);
    expect(lines).toHaveLength(listed.length + 1);
    const first = listed[0];
    expect(lines[1].split(',').slice(0, 7)).toEqual([
      String(first.id),
      first.created_at,
      first.type.name,
      first.category.name,
      first.product?.name ?? '',
      (first.amount / 100).toFixed(2),
      (first.balance / 100).toFixed(2),
    ]);
    const win = listed.find((e) => e.category.id === 4)!;
    const winLine = lines.find((line) => line.startsWith(`${win.id},`))!;
    expect(winLine).toContain(`bet_ticket: ${win.meta.bet_ticket}`);
  });

  it('refuses a range of more than a year with a transaction_to error', async () => {
    const tooLong = await s.call(
      'GET',
      `/wallets/transactions/export${q({ ...lastYear, transaction_from: '2025-02-28T00:00:00+11:00' })}`,
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toEqual({
      errors: { transaction_to: ['The date range must be under one year'] },
    });
    const missing = await s.call('GET', '/wallets/transactions/export');
    expect(missing.json()).toEqual({
      errors: {
        transaction_from: ['Transaction from is required'],
        transaction_to: ['Transaction to is required'],
      },
    });
  });
});
