import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { geoPacketSchema } from '../integrations/location/require-location';
import { amountSchema, idSchema } from './withdrawal-schemas';
import { usWithdrawalMethods } from './us-withdrawal-methods';
import { createUsWithdrawal, startUsRegistration } from './us-withdrawals';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

const urlSchema = (title: string) =>
  ({ type: 'string', title, minLength: 1, maxLength: 2000 }) as const;

const registerBodySchema = {
  type: 'object',
  properties: {
    deposit_request_type_id: idSchema('Deposit request type id'),
    return_url: urlSchema('Return url'),
    failed_url: urlSchema('Failed url'),
  },
  required: ['deposit_request_type_id', 'return_url', 'failed_url'],
} as const;

const createBodySchema = {
  type: 'object',
  properties: {
    withdrawal_request_type_id: idSchema('Withdrawal request type id'),
    amount: amountSchema,
    account_id: idSchema('Account id'),
    geo_packet: geoPacketSchema,
  },
  required: ['withdrawal_request_type_id', 'amount', 'account_id'],
} as const;

interface RegisterBody {
  deposit_request_type_id: number;
  return_url: string;
  failed_url: string;
}

interface CreateBody {
  withdrawal_request_type_id: number;
  amount: unknown;
  account_id: number;
  geo_packet?: string;
}

/** US withdrawals through the US payment provider (spec 2 §7; docs/withdrawals-api.md). */
export async function usWithdrawalRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx), ...OPEN_DURING_BREAK };

  app.get('/users/withdrawal_request_types', signedIn, async (request) => {
    const { userId } = requireAuth(request);
    const [player] = await ctx.db.query<{ country: string }>(
      'SELECT country FROM users WHERE id = $1',
      [userId],
    );
    return usWithdrawalMethods(ctx.db, userId, player.country);
  });

  app.post<{ Body: RegisterBody }>(
    '/withdraw/paysafe/register',
    { ...signedIn, schema: { body: registerBodySchema } },
    async (request) => ({
      data: await startUsRegistration(ctx, requireAuth(request).userId, request.body),
    }),
  );

  app.post<{ Body: CreateBody }>(
    '/withdraw/paysafe/create',
    { ...signedIn, schema: { body: createBodySchema } },
    (request) => createUsWithdrawal(ctx, requireAuth(request).userId, request.body),
  );
}
