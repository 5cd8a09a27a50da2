import { paymentMethodBlockRoute } from '@portal/contract';
import type { AppContext } from '../app-context';
import type { Api } from '../http/api';
import { authenticate } from '../auth/authenticate';
import { methodsAnswer } from '../deposits/methods-answer';
import { blockMethod, namedMethod, requestUnblock } from './block-changes';

/** The player blocks a deposit method at once and unblocks it 24 hours after asking. */
export async function paymentBlockRoutes(app: Api, ctx: AppContext): Promise<void> {
  const route = { preValidation: authenticate(ctx), schema: paymentMethodBlockRoute };

  app.post('/users/deposit_request_types/blocks', route, (request) =>
    methodsAnswer(ctx, request, async (userId) => {
      const method = await namedMethod(ctx.db, userId, request.body);
      await blockMethod(ctx.db, userId, method, ctx.clock);
    }),
  );

  app.delete('/users/deposit_request_types/blocks', route, (request) =>
    methodsAnswer(ctx, request, async (userId) => {
      const method = await namedMethod(ctx.db, userId, request.body);
      await requestUnblock(ctx.db, userId, method, ctx.clock);
    }),
  );
}
