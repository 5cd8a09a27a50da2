import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/errors.js';
import { StringEnum } from '../common/keywords.js';
import { binaryMedia, media, replies } from '../common/replies.js';
import { ACTIVITY_PERIODS } from './activity-rules.js';

/** GET /activity/statement and its downloads (.csv, .pdf). */
export const ActivityQuery = Type.Object({
  period: Type.Optional(StringEnum(ACTIVITY_PERIODS, 'Period')),
  from: Type.Optional(Type.String({ title: 'From', maxLength: 10 })),
  to: Type.Optional(Type.String({ title: 'To', maxLength: 10 })),
});
export type ActivityQuery = Static<typeof ActivityQuery>;

/** One product's play in the period, in cents; `net_result` is `won - staked`. */
export const ProductActivity = Type.Object({
  staked: Type.Integer(),
  won: Type.Integer(),
  net_result: Type.Integer(),
  /** Bets placed (betting) or contests entered (fantasy). */
  count: Type.Integer(),
});
export type ProductActivity = Static<typeof ProductActivity>;

/**
 * A statement of a period, every figure in integer cents from the ledger:
 * `closing_balance = opening_balance + deposits - withdrawals - staked + won + bonus + adjustments`;
 * `net_result = won - staked` (the player's own money: bonus money is shown apart in `bonus` and
 * never counted); each of staked, won, net_result is the sum of its per-product figures.
 */
export const ActivityStatement = Type.Object({
  /** The first day and the last day of the period (YYYY-MM-DD, both included). */
  from: Type.String(),
  to: Type.String(),
  time_zone: Type.String(),
  opening_balance: Type.Integer(),
  closing_balance: Type.Integer(),
  deposits: Type.Integer(),
  withdrawals: Type.Integer(),
  staked: Type.Integer(),
  won: Type.Integer(),
  net_result: Type.Integer(),
  bonus: Type.Integer(),
  adjustments: Type.Integer(),
  bet_count: Type.Integer(),
  contest_count: Type.Integer(),
  products: Type.Object({ betting: ProductActivity, fantasy: ProductActivity }),
});
export type ActivityStatement = Static<typeof ActivityStatement>;

export const activityStatementRoute = {
  querystring: ActivityQuery,
  response: replies(Type.Object({ data: ActivityStatement })),
};

export const activityCsvRoute = {
  querystring: ActivityQuery,
  response: {
    200: media('text/csv', 'activity-statement.csv, an attachment'),
    '4xx': ErrorResponse,
  },
} as const;

export const activityPdfRoute = {
  querystring: ActivityQuery,
  response: {
    200: binaryMedia('application/pdf', 'activity-statement.pdf, an attachment'),
    '4xx': ErrorResponse,
  },
} as const;
