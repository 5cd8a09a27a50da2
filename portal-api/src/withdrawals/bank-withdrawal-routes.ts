import type { Api } from '../http/api';
import { geoPacketSchema } from '../integrations/location/require-location';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { fieldError } from '../http/http-error';
import { pageSchema, readIdList } from '../http/pagination';
import { messages } from '@portal/contract';
import { createBankWithdrawal } from './bank-withdrawals';
import { cancelWithdrawal } from './withdrawal-cancel';
import { WITHDRAWAL_STATUS_IDS, WITHDRAWALS_PER_PAGE } from './withdrawal-constants';
import { withdrawalPage } from './withdrawal-records';
import { amountSchema, idParamsSchema, idSchema } from './withdrawal-schemas';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

const createBodySchema = {
  type: 'object',
  properties: {
    amount: amountSchema,
    user_bank_account_id: idSchema('User bank account id'),
    geo_packet: geoPacketSchema,
  },
  required: ['amount', 'user_bank_account_id'],
} as const;

const listQuerySchema = {
  type: 'object',
  properties: {
    payment_status_ids: { type: 'string', title: 'Payment status ids', maxLength: 100 },
    page: pageSchema,
  },
} as const;

interface ListQuery {
  payment_status_ids?: string;
  page?: number;
}

/** Bank withdrawals: request, list, cancel (spec 2 §7; docs/withdrawals-api.md). */
export async function bankWithdrawalRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx), ...OPEN_DURING_BREAK };

  app.post<{ Body: { amount: unknown; user_bank_account_id: number; geo_packet?: string } }>(
    '/withdraw',
    { ...signedIn, schema: { body: createBodySchema } },
    (request) => createBankWithdrawal(ctx, requireAuth(request).userId, request.body),
  );

  app.get<{ Querystring: ListQuery }>(
    '/users/withdraw',
    { ...signedIn, schema: { querystring: listQuerySchema } },
    async (request) => {
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
    },
  );

  app.post<{ Params: { id: number } }>(
    '/withdraw/:id/reject',
    { ...signedIn, schema: { params: idParamsSchema } },
    (request) => cancelWithdrawal(ctx, requireAuth(request).userId, request.params.id),
  );
}
