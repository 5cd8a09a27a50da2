import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { usDepositProcessRoute, usDepositRoute } from '@portal/contract';
import { createUsDeposit, processUsDeposit } from './us-deposits';

/** US deposits through the US payment provider's checkout widget (spec 2 §7). */
export async function usDepositRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx) };

  app.post('/deposit/paysafe/create', { ...signedIn, schema: usDepositRoute }, (request) =>
    createUsDeposit(ctx, requireAuth(request).userId, request.body),
  );

  app.post(
    '/deposit/paysafe/:id/process',
    { ...signedIn, schema: usDepositProcessRoute },
    (request) =>
      processUsDeposit(ctx, requireAuth(request).userId, request.params.id, request.body),
  );
}
