import type { Api } from '../../http/api';
import type { AppContext } from '../../app-context';
import { authenticate, requireAuth } from '../../auth/authenticate';
import { generalError } from '../../http/http-error';
import { sandboxCheckout } from '../../integrations/us-payments/sandbox-us-payments';
import { messages, sandboxCheckoutRoute } from '@portal/contract';
import { findDeposit } from '../deposit-records';

/** Only with the US payment sandbox: the checkout widget, handing back a payment token. */
export async function sandboxUsPaymentRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.post(
    '/sandbox/paysafe/requests/:id/checkout',
    { preValidation: authenticate(ctx), schema: sandboxCheckoutRoute },
    async (request) => {
      const { userId } = requireAuth(request);
      const deposit = await findDeposit(ctx.db, {
        id: request.params.id,
        userId,
        provider: 'paysafe',
      });
      const token =
        deposit && (await sandboxCheckout(ctx.db, userId, deposit.reference, request.body));
      if (!token) throw generalError(404, messages.notFound);
      return { data: { token } };
    },
  );
}
