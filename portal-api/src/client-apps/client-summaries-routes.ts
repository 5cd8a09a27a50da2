import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { brandOf } from '../brands/request-brand';
import { brandSummaries, CLIENT_IDS, clientSummaries } from './client-summaries';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

interface SummariesQuery {
  client_id?: number;
}

const summariesQuerySchema = {
  type: 'object',
  properties: { client_id: { type: 'integer', title: 'Client id', enum: [...CLIENT_IDS] } },
} as const;

/**
 * GET /users/client_summaries[?client_id]: the caller's counters and bonuses per client app of the
 * request's brand.
 */
export async function clientSummariesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: SummariesQuery }>(
    '/users/client_summaries',
    {
      schema: { querystring: summariesQuerySchema },
      preValidation: authenticate(ctx),
      ...OPEN_DURING_BREAK,
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const all = await clientSummaries(ctx.db, userId, request.query.client_id);
      return { data: brandSummaries(brandOf(request), all) };
    },
  );
}
