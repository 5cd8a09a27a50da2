import {
  cardConfirmRoute,
  cardDepositRoute,
  cardNotifyRoute,
  cardSaveRoute,
} from '@portal/contract';
import type { Api } from '../http/api';
import { findDeposit } from './deposit-records';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { createCardDeposit, settleCardDeposit, settleFromProvider } from './card-deposits';
import { brandOf } from '../brands/request-brand';

/** Card deposits through the card provider with 3-D Secure (spec 2 §7, docs/deposits-api.md). */
export async function cardDepositRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx) };

  app.post(
    '/deposit/fatzebra/create',
    { ...signedIn, schema: cardDepositRoute },
    async (request) => ({
      data: await createCardDeposit(
        ctx,
        requireAuth(request).userId,
        brandOf(request),
        request.body,
      ),
    }),
  );

  app.post('/deposit/fatzebra', { ...signedIn, schema: cardConfirmRoute }, async (request) => ({
    data: await settleCardDeposit(ctx, requireAuth(request).userId, request.body.reference_number),
  }));

  // The card provider's notification that a payment reached its outcome. It only names the
  // payment: the outcome is read back from the provider (settleFromProvider), so a forged or
  // repeated notification moves nothing the provider did not approve, and needs no player.
  app.post('/deposit/fatzebra/notify', { schema: cardNotifyRoute }, async (request, reply) => {
    const deposit = await findDeposit(ctx.db, {
      provider: 'fatzebra',
      reference: request.body.reference_number,
    });
    if (deposit) await settleFromProvider(ctx, deposit);
    return reply.status(204).send(null);
  });

  app.post('/deposit/fatzebra/save', { ...signedIn, schema: cardSaveRoute }, async (request) => ({
    data: await settleCardDeposit(
      ctx,
      requireAuth(request).userId,
      request.body.extra.reference_number,
      request.body.amount,
    ),
  }));
}
