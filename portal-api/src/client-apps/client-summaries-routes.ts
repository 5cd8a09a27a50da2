import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { CLIENT_IDS, clientSummaries } from './client-summaries';

interface SummariesQuery {
  client_id?: number;
}

const summariesQuerySchema = {
  type: 'object',
  properties: { client_id: { type: 'integer', title: 'Client id', enum: [...CLIENT_IDS] } },
} as const;

/** GET /users/client_summaries[?client_id]: the caller's counters and bonuses per client app. */
export async function clientSummariesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: SummariesQuery }>(
    '/users/client_summaries',
    { schema: { querystring: summariesQuerySchema }, preValidation: authenticate(ctx.tokens) },
    async (request) => ({
      data: await clientSummaries(ctx.db, requireAuth(request).userId, request.query.client_id),
    }),
  );
}
