import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/errors.js';
import { IdName } from '../common/id-name.js';
import { Nullable } from '../common/nullable.js';
import { IdListField, InstantField, Paged, PageField } from '../common/pagination.js';
import { media, replies } from '../common/replies.js';

/** GET /wallets/transactions and its export: categories, page and range (the export needs both ends). */
export const TransactionQuery = Type.Object({
  category_ids: Type.Optional(IdListField('Category ids')),
  page: Type.Optional(PageField),
  transaction_from: Type.Optional(InstantField('Transaction from')),
  transaction_to: Type.Optional(InstantField('Transaction to')),
});
export type TransactionQuery = Static<typeof TransactionQuery>;

/** A cash transaction (spec 2 §3 Transaction): one ledger row. */
export const Transaction = Type.Object({
  id: Type.Integer(),
  type: IdName,
  category: IdName,
  /** Cents, always positive; `type` says the direction. */
  amount: Type.Integer(),
  /** The balance after it, in cents. */
  balance: Type.Integer(),
  created_at: Type.String(),
  description: Type.String(),
  product: Nullable(IdName),
  meta: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
});
export type Transaction = Static<typeof Transaction>;

export const TransactionList = Paged(Transaction);
export type TransactionList = Static<typeof TransactionList>;

export const transactionListRoute = {
  querystring: TransactionQuery,
  response: replies(TransactionList),
};

/** The export is a CSV file (an attachment); its refusals are the usual errors. */
export const transactionExportRoute = {
  querystring: TransactionQuery,
  response: {
    200: media('text/csv', 'transaction-history.csv, an attachment'),
    '4xx': ErrorResponse,
  },
} as const;
