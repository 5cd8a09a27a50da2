import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { limitChangeRoute, limitHistoryRoute } from '@portal/contract';
import { changeLimit } from './limit-changes';
import { limitHistory } from './limit-history';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

/** Setting, tightening, loosening and removing limits, and their history (spec 2 §7). */
export async function limitRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx), ...OPEN_DURING_BREAK };

  app.post('/limits', { ...signedIn, schema: limitChangeRoute }, async (request) => ({
    data: await changeLimit(ctx, requireAuth(request).userId, request.body),
  }));

  app.get('/users/limits/history', { ...signedIn, schema: limitHistoryRoute }, (request) =>
    limitHistory(ctx, requireAuth(request).userId, request.query),
  );
}
