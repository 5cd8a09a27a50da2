import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { usRegistrationRoute, usWithdrawalMethodsRoute, usWithdrawalRoute } from '@portal/contract';
import { usWithdrawalMethods } from './us-withdrawal-methods';
import { createUsWithdrawal, startUsRegistration } from './us-withdrawals';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

/** US withdrawals through the US payment provider (spec 2 §7; docs/withdrawals-api.md). */
export async function usWithdrawalRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx), ...OPEN_DURING_BREAK };

  app.get(
    '/users/withdrawal_request_types',
    { ...signedIn, schema: usWithdrawalMethodsRoute },
    async (request) => {
      const { userId } = requireAuth(request);
      const [player] = await ctx.db.query<{ country: string }>(
        'SELECT country FROM users WHERE id = $1',
        [userId],
      );
      return usWithdrawalMethods(ctx.db, userId, player.country);
    },
  );

  app.post(
    '/withdraw/paysafe/register',
    { ...signedIn, schema: usRegistrationRoute },
    async (request) => ({
      data: await startUsRegistration(ctx, requireAuth(request).userId, request.body),
    }),
  );

  app.post('/withdraw/paysafe/create', { ...signedIn, schema: usWithdrawalRoute }, (request) =>
    createUsWithdrawal(ctx, requireAuth(request).userId, request.body),
  );
}
