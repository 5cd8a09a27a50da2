import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { brandOf } from '../brands/request-brand';
import { clientSummariesRoute } from '@portal/contract';
import { brandSummaries, clientSummaries } from './client-summaries';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

/**
 * GET /users/client_summaries[?client_id]: the caller's counters and bonuses per client app of the
 * request's brand.
 */
export async function clientSummariesRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.get(
    '/users/client_summaries',
    {
      schema: clientSummariesRoute,
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
