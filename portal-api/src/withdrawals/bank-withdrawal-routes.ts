import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { fieldError } from '../http/http-error';
import { readIdList } from '../http/pagination';
import {
  bankWithdrawalRoute,
  messages,
  withdrawalCancelRoute,
  withdrawalListRoute,
} from '@portal/contract';
import { createBankWithdrawal } from './bank-withdrawals';
import { cancelWithdrawal } from './withdrawal-cancel';
import { WITHDRAWAL_STATUS_IDS, WITHDRAWALS_PER_PAGE } from './withdrawal-constants';
import { withdrawalPage } from './withdrawal-records';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

/** Bank withdrawals: request, list, cancel (spec 2 §7; docs/withdrawals-api.md). */
export async function bankWithdrawalRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx), ...OPEN_DURING_BREAK };

  app.post('/withdraw', { ...signedIn, schema: bankWithdrawalRoute }, (request) =>
    createBankWithdrawal(ctx, requireAuth(request).userId, request.body),
  );

  app.get('/users/withdraw', { ...signedIn, schema: withdrawalListRoute }, async (request) => {
    const statusIds = readIdList(request.query.payment_status_ids, WITHDRAWAL_STATUS_IDS);
    if (statusIds === undefined) {
      throw fieldError(
        'payment_status_ids',
        messages.fieldListOf('Payment status ids', WITHDRAWAL_STATUS_IDS.join(', ')),
      );
    }
    const { rows, pagination } = await withdrawalPage(
      ctx.db,
      requireAuth(request).userId,
      statusIds,
      request.query.page ?? 1,
      WITHDRAWALS_PER_PAGE,
    );
    return { data: rows, meta: { pagination } };
  });

  app.post('/withdraw/:id/reject', { ...signedIn, schema: withdrawalCancelRoute }, (request) =>
    cancelWithdrawal(ctx, requireAuth(request).userId, request.params.id),
  );
}
