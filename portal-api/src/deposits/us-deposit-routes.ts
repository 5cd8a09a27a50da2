import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { geoPacketSchema } from '../integrations/location/require-location';
import { amountSchema, idSchema } from './deposit-schemas';
import { createUsDeposit, processUsDeposit } from './us-deposits';

const urlSchema = (title: string) => ({ type: 'string', title, maxLength: 2000 }) as const;

const createBodySchema = {
  type: 'object',
  properties: {
    deposit_request_type_id: idSchema('Deposit request type id'),
    amount: amountSchema,
    return_url: urlSchema('Return url'),
    failed_url: urlSchema('Failed url'),
    geo_packet: geoPacketSchema,
  },
  required: ['deposit_request_type_id', 'amount'],
} as const;

const processBodySchema = {
  type: 'object',
  properties: {
    token: { type: 'string', title: 'Token', minLength: 1, maxLength: 200 },
    geo_packet: geoPacketSchema,
  },
  required: ['token'],
} as const;

const idParamsSchema = { type: 'object', properties: { id: idSchema('Id') } } as const;

/** US deposits through the US payment provider's checkout widget (spec 2 §7). */
export async function usDepositRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx) };

  app.post<{ Body: { deposit_request_type_id: number; amount: unknown; geo_packet?: string } }>(
    '/deposit/paysafe/create',
    { ...signedIn, schema: { body: createBodySchema } },
    (request) => createUsDeposit(ctx, requireAuth(request).userId, request.body),
  );

  app.post<{ Params: { id: number }; Body: { token: string; geo_packet?: string } }>(
    '/deposit/paysafe/:id/process',
    { ...signedIn, schema: { params: idParamsSchema, body: processBodySchema } },
    (request) =>
      processUsDeposit(ctx, requireAuth(request).userId, request.params.id, request.body),
  );
}
