import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { issueOneTimeToken } from '../auth/one-time-tokens';
import { CLIENT_IDS } from '../client-apps/client-summaries';

const CODE_TTL_SECONDS = 5 * 60;

const authorizeQuerySchema = {
  type: 'object',
  properties: { client_id: { type: 'integer', title: 'Client id', enum: [...CLIENT_IDS] } },
  required: ['client_id'],
} as const;

/**
 * GET /oauth/authorize?client_id: a single-use authorization code (5 minutes) with which a client
 * app signs the player in; stored hashed with the client it was issued to.
 */
export async function oauthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: { client_id: number } }>(
    '/oauth/authorize',
    { schema: { querystring: authorizeQuerySchema }, preValidation: authenticate(ctx) },
    async (request) => {
      const code = await issueOneTimeToken(ctx.db, {
        userId: requireAuth(request).userId,
        purpose: 'oauth_code',
        clientId: request.query.client_id,
        ttlSeconds: CODE_TTL_SECONDS,
        now: ctx.clock(),
      });
      return { data: { code } };
    },
  );
}
