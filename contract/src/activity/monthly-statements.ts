import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/errors.js';
import { binaryMedia, created, replies } from '../common/replies.js';
import { ActivityStatement } from './statement.js';

/** A stored monthly statement: made once, never changed, kept with the SHA-256 of its figures. */
export const MonthlyStatement = Type.Object({
  /** YYYY-MM. */
  month: Type.String(),
  created_at: Type.String(),
  sha256: Type.String(),
  statement: ActivityStatement,
});
export type MonthlyStatement = Static<typeof MonthlyStatement>;

/** GET /activity/statements: the player's stored statements, newest month first. */
export const monthlyStatementListRoute = {
  response: replies(Type.Object({ data: Type.Array(MonthlyStatement) })),
};

export const MonthParams = Type.Object({ month: Type.String({ title: 'Month', maxLength: 7 }) });
export type MonthParams = Static<typeof MonthParams>;

/** GET /activity/statements/:month (and .pdf). */
export const monthlyStatementRoute = {
  params: MonthParams,
  response: replies(Type.Object({ data: MonthlyStatement })),
};
export const monthlyStatementPdfRoute = {
  params: MonthParams,
  response: {
    200: binaryMedia('application/pdf', 'statement-YYYY-MM.pdf, an attachment'),
    '4xx': ErrorResponse,
  },
} as const;

/**
 * POST /activity/statements: a player asks for a finished month's statement (one with no activity
 * gets none otherwise); made once, the same one answered again.
 */
export const MonthlyStatementRequest = Type.Object({
  month: Type.String({ title: 'Month', maxLength: 7 }),
});
export const monthlyStatementRequestRoute = {
  body: MonthlyStatementRequest,
  response: {
    ...created(Type.Object({ data: MonthlyStatement })),
    200: Type.Object({ data: MonthlyStatement }),
  },
};
