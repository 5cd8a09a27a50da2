import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { brandOf } from '../brands/request-brand';
import { generalError } from '../http/http-error';
import {
  depositMethodRoute,
  depositMethodsRoute,
  depositPromotionsRoute,
  messages,
  removeCardRoute,
} from '@portal/contract';
import { addDepositMethod, removeCard, removeDepositMethod } from './deposit-methods';
import { methodsAnswer } from './methods-answer';
import { depositPromotions } from './promotions';

/** Deposit methods with the deposit meta, saved cards and deposit promotions (spec 2 §7). */
export async function depositMethodsRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx) };

  const methods = { ...signedIn, schema: depositMethodsRoute };
  app.get('/users/deposit_request_types', methods, (request) => methodsAnswer(ctx, request));

  const change = { ...signedIn, schema: depositMethodRoute };
  app.post('/users/deposit_request_types', change, (request) =>
    methodsAnswer(ctx, request, (userId) =>
      addDepositMethod(ctx.db, userId, request.body.deposit_request_type_id, ctx.clock()),
    ),
  );

  app.delete('/users/deposit_request_types/', change, (request) =>
    methodsAnswer(ctx, request, (userId) =>
      removeDepositMethod(ctx.db, userId, request.body.deposit_request_type_id),
    ),
  );

  app.delete('/users/card/:id', { ...signedIn, schema: removeCardRoute }, async (request) => {
    const removed = await removeCard(
      ctx.db,
      requireAuth(request).userId,
      request.params.id,
      ctx.clock(),
    );
    if (!removed) throw generalError(404, messages.notFound);
    return { status: 'success' as const };
  });

  const promotions = { ...signedIn, schema: depositPromotionsRoute };
  app.get('/users/promotions/deposit', promotions, async (request) => ({
    data: await depositPromotions(ctx.db, brandOf(request), ctx.clock()),
  }));
}
