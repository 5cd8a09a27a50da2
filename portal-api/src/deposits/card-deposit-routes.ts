import type { FastifyInstance } from 'fastify';
import { findDeposit } from './deposit-records';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { createCardDeposit, settleCardDeposit, settleFromProvider } from './card-deposits';
import {
  amountSchema,
  idSchema,
  promotionSchema,
  referenceSchema,
  type PromotionInput,
} from './deposit-schemas';
import { brandOf } from '../brands/request-brand';

const createBodySchema = {
  type: 'object',
  properties: {
    amount: amountSchema,
    promotion: promotionSchema,
    card_id: { ...idSchema('Card id'), type: ['integer', 'null'] },
  },
  required: ['amount'],
} as const;

const extraSchema = { type: 'object', title: 'Extra', maxProperties: 50 } as const;

const confirmBodySchema = {
  type: 'object',
  properties: { reference_number: referenceSchema, extra: extraSchema },
  required: ['reference_number'],
} as const;

const saveBodySchema = {
  type: 'object',
  properties: {
    amount: amountSchema,
    card_id: { ...idSchema('Card id'), type: ['integer', 'null'] },
    promotion: promotionSchema,
    extra: {
      ...extraSchema,
      properties: { reference_number: referenceSchema },
      required: ['reference_number'],
    },
  },
  required: ['extra'],
} as const;

interface CreateBody {
  amount: unknown;
  promotion?: PromotionInput | null;
  card_id?: number | null;
}

interface SaveBody {
  amount?: unknown;
  extra: { reference_number: string };
}

/** Card deposits through the card provider with 3-D Secure (spec 2 §7, docs/deposits-api.md). */
export async function cardDepositRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx) };

  app.post<{ Body: CreateBody }>(
    '/deposit/fatzebra/create',
    { ...signedIn, schema: { body: createBodySchema } },
    async (request) => ({
      data: await createCardDeposit(
        ctx,
        requireAuth(request).userId,
        brandOf(request),
        request.body,
      ),
    }),
  );

  app.post<{ Body: { reference_number: string } }>(
    '/deposit/fatzebra',
    { ...signedIn, schema: { body: confirmBodySchema } },
    async (request) => ({
      data: await settleCardDeposit(
        ctx,
        requireAuth(request).userId,
        request.body.reference_number,
      ),
    }),
  );

  // The card provider's notification that a payment reached its outcome. It only names the
  // payment: the outcome is read back from the provider (settleFromProvider), so a forged or
  // repeated notification moves nothing the provider did not approve, and needs no player.
  app.post<{ Body: { reference_number: string } }>(
    '/deposit/fatzebra/notify',
    { schema: { body: confirmBodySchema } },
    async (request, reply) => {
      const deposit = await findDeposit(ctx.db, {
        provider: 'fatzebra',
        reference: request.body.reference_number,
      });
      if (deposit) await settleFromProvider(ctx, deposit);
      return reply.status(204).send();
    },
  );

  app.post<{ Body: SaveBody }>(
    '/deposit/fatzebra/save',
    { ...signedIn, schema: { body: saveBodySchema } },
    async (request) => ({
      data: await settleCardDeposit(
        ctx,
        requireAuth(request).userId,
        request.body.extra.reference_number,
        request.body.amount,
      ),
    }),
  );
}
