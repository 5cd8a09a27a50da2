import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { brandOf } from '../brands/request-brand';
import { fieldError } from '../http/http-error';
import { readIdList } from '../http/pagination';
import {
  messages,
  transactionExportRoute,
  transactionListRoute,
  type TransactionQuery,
} from '@portal/contract';
import { LEDGER_CATEGORY } from '../wallet/wallet-ledger';
import { allTransactions, transactionPage, type TransactionFilter } from './transaction-queries';
import { EXPORT_MAX_DAYS, readTransactionRange } from './transaction-range';
import { transactionsCsv } from './transactions-csv';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

const CATEGORY_IDS = Object.values(LEDGER_CATEGORY);

function readFilter(query: TransactionQuery, forExport: boolean): TransactionFilter {
  const categoryIds = readIdList(query.category_ids, CATEGORY_IDS);
  if (categoryIds === undefined) {
    throw fieldError('category_ids', messages.fieldListOf('Category ids', CATEGORY_IDS.join(', ')));
  }
  const range = readTransactionRange(
    query,
    forExport ? { required: true, maxDays: EXPORT_MAX_DAYS } : { required: false },
  );
  return { ...range, categoryIds };
}

/** Cash transactions and their CSV export (spec 2 §7; docs/withdrawals-api.md). */
export async function transactionRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx), ...OPEN_DURING_BREAK };

  app.get(
    '/wallets/transactions',
    { ...signedIn, schema: transactionListRoute },
    async (request) => {
      const { rows, pagination } = await transactionPage(
        ctx.db,
        brandOf(request),
        requireAuth(request).userId,
        readFilter(request.query, false),
        request.query.page ?? 1,
      );
      return { data: rows, meta: { pagination } };
    },
  );

  app.get(
    '/wallets/transactions/export',
    { ...signedIn, schema: transactionExportRoute },
    async (request, reply) => {
      const rows = await allTransactions(
        ctx.db,
        brandOf(request),
        requireAuth(request).userId,
        readFilter(request.query, true),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="transaction-history.csv"')
        .send(transactionsCsv(rows));
    },
  );
}
