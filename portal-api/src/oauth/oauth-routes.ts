import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { issueOneTimeToken } from '../auth/one-time-tokens';
import { authorizeRoute } from '@portal/contract';

const CODE_TTL_SECONDS = 5 * 60;

/**
 * GET /oauth/authorize?client_id: a single-use authorization code (5 minutes) with which a client
 * app signs the player in; stored hashed with the client it was issued to.
 */
export async function oauthRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.get(
    '/oauth/authorize',
    { schema: authorizeRoute, preValidation: authenticate(ctx) },
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
