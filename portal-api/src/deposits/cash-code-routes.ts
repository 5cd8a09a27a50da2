import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { HttpError } from '../http/http-error';
import { cancelCashCode, createCashCode, pendingCashCodes } from './cash-code-deposits';
import { amountSchema, idSchema, promotionSchema, type PromotionInput } from './deposit-schemas';
import { brandOf } from '../brands/request-brand';

const codeBodySchema = {
  type: 'object',
  properties: { amount: amountSchema, promotion: promotionSchema },
  required: ['amount'],
} as const;

const idParamsSchema = {
  type: 'object',
  properties: { id: idSchema('Id') },
} as const;

/** Cash in-store deposits: codes paid at an outlet, and the outlets (spec 2 §7). */
export async function cashCodeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx) };

  app.post<{ Body: { amount: unknown; promotion?: PromotionInput | null } }>(
    '/deposit/blueshyft/code',
    { ...signedIn, schema: { body: codeBodySchema } },
    async (request) => ({
      data: await createCashCode(ctx, requireAuth(request).userId, brandOf(request), request.body),
    }),
  );

  app.get('/deposit/blueshyft/pending_code', signedIn, async (request) => ({
    data: await pendingCashCodes(ctx, requireAuth(request).userId),
  }));

  app.delete<{ Params: { id: number } }>(
    '/deposit/blueshyft/pending_code/:id',
    { ...signedIn, schema: { params: idParamsSchema } },
    async (request) => {
      await cancelCashCode(ctx, requireAuth(request).userId, request.params.id);
      return { status: 'success' };
    },
  );

  app.get('/deposit/blueshyft/locations', signedIn, async () => {
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
