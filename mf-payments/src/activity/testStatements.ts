import type { ActivityChart, ActivityStatement, MonthlyStatement } from '@portal/contract';

/** March 2026 to the 15th: a loss on betting, a small win on fantasy, bonus money apart. */
export const STATEMENT: ActivityStatement = {
  from: '2026-03-01',
  to: '2026-03-15',
  time_zone: 'Australia/Sydney',
  opening_balance: 100000,
  closing_balance: 101500,
  deposits: 5000,
  withdrawals: 2000,
  staked: 12345678900,
  won: 12345676400,
  net_result: -2500,
  bonus: 1000,
  adjustments: 0,
  bet_count: 7,
  contest_count: 2,
  products: {
    betting: { staked: 12345678000, won: 12345675000, net_result: -3000, count: 7 },
    fantasy: { staked: 900, won: 1400, net_result: 500, count: 2 },
  },
};

/** A period with no money moved and no play. */
export const QUIET_STATEMENT: ActivityStatement = {
  ...STATEMENT,
  closing_balance: STATEMENT.opening_balance,
  deposits: 0,
  withdrawals: 0,
  staked: 0,
  won: 0,
  net_result: 0,
  bonus: 0,
  bet_count: 0,
  contest_count: 0,
  products: {
    betting: { staked: 0, won: 0, net_result: 0, count: 0 },
    fantasy: { staked: 0, won: 0, net_result: 0, count: 0 },
  },
};

const MONTHS = ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];

/** The 6 months to March 2026: spend rising, a loss in March, each with its year-earlier month. */
export const CHART: ActivityChart = {
  months: MONTHS.map((month, index) => ({
    month,
    spend: (index + 1) * 1000,
    net_result: index === 5 ? -2500 : 400,
    year_earlier: {
      month: `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`,
      spend: 500,
      net_result: -100,
    },
  })),
};

/** The stored statements of February and January 2026, newest first. */
export const MONTHLY: MonthlyStatement[] = ['2026-02', '2026-01'].map((month) => ({
  month,
  created_at: `${month}-28T14:00:00.000Z`,
  sha256: 'a'.repeat(64),
  statement: { ...STATEMENT, from: `${month}-01`, to: `${month}-28`, net_result: 4200 },
}));
