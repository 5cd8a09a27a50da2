import {
  cancelCashCodeRoute,
  cashCodeRoute,
  outletsRoute,
  pendingCashCodesRoute,
} from '@portal/contract';
import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { HttpError } from '../http/http-error';
import { cancelCashCode, createCashCode, pendingCashCodes } from './cash-code-deposits';
import { brandOf } from '../brands/request-brand';

/** Cash in-store deposits: codes paid at an outlet, and the outlets (spec 2 §7). */
export async function cashCodeRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx) };

  app.post('/deposit/blueshyft/code', { ...signedIn, schema: cashCodeRoute }, async (request) => ({
    data: await createCashCode(ctx, requireAuth(request).userId, brandOf(request), request.body),
  }));

  const pending = { ...signedIn, schema: pendingCashCodesRoute };
  app.get('/deposit/blueshyft/pending_code', pending, async (request) => ({
    data: await pendingCashCodes(ctx, requireAuth(request).userId),
  }));

  app.delete(
    '/deposit/blueshyft/pending_code/:id',
    { ...signedIn, schema: cancelCashCodeRoute },
    async (request) => {
      await cancelCashCode(ctx, requireAuth(request).userId, request.params.id);
      return { status: 'success' as const };
    },
  );

  app.get('/deposit/blueshyft/locations', { ...signedIn, schema: outletsRoute }, async () => {
    const lookup = await ctx.integrations.cashCodes.outlets();
    if (!lookup.ok) {
      throw new HttpError(
        502,
        { error: [lookup.errorDetail] },
        { errorKey: lookup.errorKey, errorDetail: lookup.errorDetail },
      );
    }
    return { locations: lookup.locations };
  });
}
