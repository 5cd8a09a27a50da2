import type { ActivityChart, ActivityStatement, NetPosition } from '@portal/contract';
import { lastDayOf } from './calendar';
import {
  AU,
  UNVERIFIED,
  depositSession,
  type DepositSession,
} from '../test-support/deposit-helpers';
import { createTestApp, loginAs, userIdOf } from '../test-support/test-app';
import { callAs } from '../test-support/deposit-helpers';
import { postPlay } from '../test-support/play-helpers';

let demo: DepositSession;

beforeAll(async () => {
  demo = await depositSession(AU);
});
afterAll(() => demo.t.close());

async function data<T>(s: DepositSession, url: string): Promise<T> {
  const response = await s.call('GET', url);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: T }>().data;
}

describe('GET /activity/chart', () => {
  it('gives the 6 months ending with the month, oldest first, each beside a year earlier', async () => {
    const { months } = await data<ActivityChart>(demo, '/activity/chart?month=2026-02');
    expect(months.map((m) => m.month)).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(months.map((m) => m.year_earlier.month)).toEqual([
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
    for (const month of [...months, months[5].year_earlier]) {
      const s = await data<ActivityStatement>(
        demo,
        `/activity/statement?period=custom&from=${month.month}-01&to=${lastDayOf(month.month)}`,
      );
      expect({ spend: month.spend, net_result: month.net_result }).toEqual({
        spend: s.staked,
        net_result: s.net_result,
      });
    }
    expect(months.some((m) => m.spend > 0)).toBe(true);
    // The demo history began a year ago: nothing a year before these months.
    expect(months[0].year_earlier).toEqual({ month: '2024-09', spend: 0, net_result: 0 });
  });

  it('ends with this month by default and refuses a month it cannot chart', async () => {
    const { months } = await data<ActivityChart>(demo, '/activity/chart');
    expect(months[5].month).toBe('2026-03');
    for (const [month, message] of [
      ['2026-13', 'Month must be a month like 2026-03'],
      ['2026-04', 'Month must not be in the future'],
      ['2019-02', 'Month must be 2019-03 or later: statements cover the last 7 years'],
    ]) {
      const response = await demo.call('GET', `/activity/chart?month=${month}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: { month: [message] } });
    }
  });
});

describe('GET /activity/net-position', () => {
  it('sums won - staked this month, this year and for good, bonus money left out', async () => {
    const s = { ...demo, call: callAs(demo.t.app, await loginAs(demo.t.app, UNVERIFIED)) };
    await postPlay(demo.t.db, await userIdOf(demo.t.db, UNVERIFIED), [
      { at: '2025-06-01T00:00:00Z', amount: 10_000, category: 'deposits' },
      { at: '2025-06-02T00:00:00Z', amount: -2_000, category: 'bets', ticket: '#1901' },
      { at: '2026-01-10T00:00:00Z', amount: 3_000, category: 'wins', ticket: '#1901' },
      { at: '2026-02-28T13:30:00Z', amount: -500, category: 'bets', ticket: '#2902' },
      { at: '2026-03-01T02:00:00Z', amount: 4_000, category: 'bonuses' },
    ]);
    expect(await data<NetPosition>(s, '/activity/net-position')).toEqual({
      month: -500,
      year: 2_500,
      lifetime: 500,
      collapsible: false,
    });
  });

  it('may be collapsed outside Australia', async () => {
    // A second API, in the New Zealand region.
    const t = await createTestApp({
      config: { region: 'NZ', serverTimezone: 'Pacific/Auckland' },
    });
    try {
      const call = callAs(t.app, await loginAs(t.app, AU));
      const response = await call('GET', '/activity/net-position');
      expect(response.json<{ data: NetPosition }>().data.collapsible).toBe(true);
    } finally {
      await t.close();
    }
  }, 60_000);
});
