import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { brandOf } from '../brands/request-brand';
import { generalError } from '../http/http-error';
import { messages } from '../messages';
import { ADDABLE_METHODS } from './deposit-constants';
import { idSchema } from './deposit-schemas';
import {
  addDepositMethod,
  depositMethods,
  removeCard,
  removeDepositMethod,
} from './deposit-methods';
import { depositPromotions } from './promotions';

const methodBodySchema = {
  type: 'object',
  properties: {
    deposit_request_type_id: {
      type: 'integer',
      title: 'Deposit request type id',
      enum: ADDABLE_METHODS,
    },
  },
  required: ['deposit_request_type_id'],
} as const;

const cardParamsSchema = {
  type: 'object',
  properties: { id: idSchema('Card id') },
} as const;

type MethodBody = { Body: { deposit_request_type_id: number } };

/** Deposit methods with the deposit meta, saved cards and deposit promotions (spec 2 §7). */
export async function depositMethodsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx) };

  app.get('/users/deposit_request_types', signedIn, (request) =>
    depositMethods(ctx.db, requireAuth(request).userId, brandOf(request)),
  );

  app.post<MethodBody>(
    '/users/deposit_request_types',
    { ...signedIn, schema: { body: methodBodySchema } },
    async (request) => {
      const { userId } = requireAuth(request);
      await addDepositMethod(ctx.db, userId, request.body.deposit_request_type_id, ctx.clock());
      return depositMethods(ctx.db, userId, brandOf(request));
    },
  );

  app.delete<MethodBody>(
    '/users/deposit_request_types/',
    { ...signedIn, schema: { body: methodBodySchema } },
    async (request) => {
      const { userId } = requireAuth(request);
      await removeDepositMethod(ctx.db, userId, request.body.deposit_request_type_id);
      return depositMethods(ctx.db, userId, brandOf(request));
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/users/card/:id',
    { ...signedIn, schema: { params: cardParamsSchema } },
    async (request) => {
      const removed = await removeCard(
        ctx.db,
        requireAuth(request).userId,
        request.params.id,
        ctx.clock(),
      );
      if (!removed) throw generalError(404, messages.notFound);
      return { status: 'success' };
    },
  );

  app.get('/users/promotions/deposit', signedIn, async (request) => ({
    data: await depositPromotions(ctx.db, brandOf(request), ctx.clock()),
  }));
}
