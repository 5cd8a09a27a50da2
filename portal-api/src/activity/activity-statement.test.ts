import { PDFParse } from 'pdf-parse';
import type { ActivityStatement } from '@portal/contract';
import { AU, UNVERIFIED, callAs } from '../test-support/deposit-helpers';
import { createTestApp, loginAs, userIdOf, type TestContext } from '../test-support/test-app';
import { postPlay } from '../test-support/play-helpers';
import { formatDollars } from '../deposits/money-format';

interface Player {
  call: ReturnType<typeof callAs>;
  userId: number;
}

let t: TestContext;
let demo: Player;
let fresh: Player;

async function player(email: string): Promise<Player> {
  return { call: callAs(t.app, await loginAs(t.app, email)), userId: await userIdOf(t.db, email) };
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await player(AU);
  fresh = await player(UNVERIFIED);
  // The test clock stands at 1 March 2026, 21:00 in Sydney; the fresh player has no history.
  await postPlay(t.db, fresh.userId, [
    { at: '2026-02-28T12:30:00Z', amount: 10_000, category: 'deposits' },
    { at: '2026-02-28T13:30:00Z', amount: -3_000, category: 'bets', ticket: '#1900' },
    { at: '2026-03-01T01:00:00Z', amount: 5_000, category: 'wins', ticket: '#1900' },
    { at: '2026-03-01T02:00:00Z', amount: -1_000, category: 'bets', ticket: '#2900' },
    { at: '2026-03-01T03:00:00Z', amount: 2_000, category: 'bonuses' },
    { at: '2026-03-01T04:00:00Z', amount: -500, category: 'adjustments' },
  ]);
});

afterAll(() => t.close());

async function statement(s: Player, query: string): Promise<ActivityStatement> {
  const response = await s.call('GET', `/activity/statement?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ActivityStatement }>().data;
}

function movementsAddUp(s: ActivityStatement): void {
  expect(
    s.opening_balance + s.deposits - s.withdrawals - s.staked + s.won + s.bonus + s.adjustments,
  ).toBe(s.closing_balance);
  const { betting, fantasy } = s.products;
  expect(betting.staked + fantasy.staked).toBe(s.staked);
  expect(betting.won + fantasy.won).toBe(s.won);
  expect(betting.net_result + fantasy.net_result).toBe(s.net_result);
  expect(s.net_result).toBe(s.won - s.staked);
  expect([betting.count, fantasy.count]).toEqual([s.bet_count, s.contest_count]);
}

describe('GET /activity/statement', () => {
  it('nets stakes off wins and keeps bonus money and adjustments out of the net result', async () => {
    const s = await statement(fresh, 'period=this-month');
    expect(s).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-01',
      time_zone: 'Australia/Sydney',
    });
    expect(s).toMatchObject({ opening_balance: 10_000, deposits: 0, staked: 4_000, won: 5_000 });
    expect(s).toMatchObject({ net_result: 1_000, bonus: 2_000, adjustments: -500 });
    expect(s.closing_balance).toBe(10_000 - 3_000 + 5_000 - 1_000 + 2_000 - 500);
    expect(s.products).toEqual({
      betting: { staked: 3_000, won: 5_000, net_result: 2_000, count: 1 },
      fantasy: { staked: 1_000, won: 0, net_result: -1_000, count: 1 },
    });
    movementsAddUp(s);
  });

  it('adds up for the demo player’s year, which holds every kind of line', async () => {
    const s = await statement(demo, 'period=this-year');
    expect(s).toMatchObject({ from: '2026-01-01', to: '2026-03-01', closing_balance: 125_050 });
    for (const figure of ['deposits', 'withdrawals', 'staked', 'won', 'bonus', 'adjustments']) {
      expect(s[figure as keyof ActivityStatement]).toBeGreaterThan(0);
    }
    expect(s.bet_count).toBeGreaterThan(0);
    expect(s.contest_count).toBeGreaterThan(0);
    movementsAddUp(s);
    const lastMonth = await statement(demo, 'period=last-month');
    expect(lastMonth).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    movementsAddUp(lastMonth);
  });

  it('cuts periods at midnight in the region’s time zone', async () => {
    // 12:30Z and 13:30Z on 28 February are 23:30 that day and 00:30 on 1 March in Sydney.
    const lastMonth = await statement(fresh, 'period=last-month');
    expect(lastMonth).toMatchObject({ opening_balance: 0, deposits: 10_000, staked: 0 });
    expect(lastMonth.closing_balance).toBe(10_000);
    const thisMonth = await statement(fresh, 'period=this-month');
    expect(thisMonth.opening_balance).toBe(lastMonth.closing_balance);
    expect(thisMonth.products.betting.staked).toBe(3_000);
    const both = await statement(fresh, 'period=custom&from=2026-02-28&to=2026-03-01');
    expect(both).toMatchObject({ opening_balance: 0, deposits: 10_000, staked: 4_000 });
    expect(both.closing_balance).toBe(thisMonth.closing_balance);
  });

  it('names each problem of a custom range on its field', async () => {
    const refusal = async (query: string) => {
      const response = await fresh.call('GET', `/activity/statement?period=custom&${query}`);
      expect(response.statusCode).toBe(422);
      return response.json<{ errors: Record<string, string[]> }>().errors;
    };
    expect(await refusal('')).toEqual({ from: ['From is required'], to: ['To is required'] });
    expect(await refusal('from=2026-02-30&to=1%20March')).toEqual({
      from: ['From must be a date like 2026-03-01'],
      to: ['To must be a date like 2026-03-01'],
    });
    expect(await refusal('from=2026-02-10&to=2026-02-01')).toEqual({
      from: ['The start date must not be after the end date'],
    });
    expect(await refusal('from=2019-02-28&to=2026-03-02')).toEqual({
      from: ['From must be 2019-03-01 or later: statements cover the last 7 years'],
      to: ['To must not be in the future'],
    });
    expect((await statement(fresh, 'period=custom&from=2019-03-01&to=2026-03-01')).deposits).toBe(
      10_000,
    );
  });
});

describe('statement downloads', () => {
  it('CSV carries the JSON’s figures, a minus sign on a loss', async () => {
    const s = await statement(fresh, 'period=this-month');
    const response = await fresh.call('GET', '/activity/statement.csv?period=this-month');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="activity-statement.csv"',
    );
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((r) => r.split(','));
    const cents = (label: string) => {
      const row = rows.find(([first]) => first === label);
      return Math.round(Number(row?.[1]) * 100);
    };
    expect(cents('Opening balance')).toBe(s.opening_balance);
    expect(cents('Staked')).toBe(s.staked);
    expect(cents('Won')).toBe(s.won);
    expect(cents('Net result')).toBe(s.net_result);
    expect(cents('Bonus money')).toBe(s.bonus);
    expect(cents('Adjustments')).toBe(s.adjustments);
    expect(cents('Closing balance')).toBe(s.closing_balance);
    expect(rows.find(([first]) => first === 'Fantasy')).toEqual([
      'Fantasy',
      '10.00',
      '0.00',
      '-10.00',
      '1',
    ]);
  });

  it('PDF shows the same totals in plain words', async () => {
    const s = await statement(fresh, 'period=this-month');
    const response = await fresh.call('GET', '/activity/statement.pdf?period=this-month');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await new PDFParse({ data: response.rawPayload }).getText();
    expect(text).toContain('Activity statement');
    expect(text).toContain(`${s.from} to ${s.to}`);
    const shows = (label: string, cents: number) =>
      expect(text).toMatch(new RegExp(`${label}\\s+${formatDollars(cents).replace('$', '\\$')}`));
    shows('Opening balance', s.opening_balance);
    shows('Staked', s.staked);
    shows('Won', s.won);
    shows('Net result', s.net_result);
    shows('Bonus money', s.bonus);
    shows('Adjustments', s.adjustments);
    shows('Closing balance', s.closing_balance);
    expect(text).toMatch(/Adjustments\s+-\$5\.00/);
    expect(text).toMatch(/Fantasy\s+\$10\.00\s+\$0\.00\s+-\$10\.00/);
  });
});
