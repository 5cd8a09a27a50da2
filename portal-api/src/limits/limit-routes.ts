import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { limitChangeRoute, limitHistoryRoute, limitRequestRoute } from '@portal/contract';
import { changeLimit } from './limit-changes';
import { confirmLimitRequest, keepCurrentLimit } from './limit-confirmations';
import { limitHistory } from './limit-history';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

/**
 * Setting, tightening, loosening and removing limits, and their history (spec 2 §7); confirming a
 * looser limit or a removal once its wait is over, or keeping the limit in force (issue 31).
 */
export async function limitRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx), ...OPEN_DURING_BREAK };

  app.post('/limits', { ...signedIn, schema: limitChangeRoute }, async (request) => ({
    data: await changeLimit(ctx, requireAuth(request).userId, request.body),
  }));

  const requestRoute = { ...signedIn, schema: limitRequestRoute };

  app.post('/limits/requests/:id/confirm', requestRoute, async (request) => ({
    data: await confirmLimitRequest(ctx, requireAuth(request).userId, request.params.id),
  }));

  app.delete('/limits/requests/:id', requestRoute, async (request) => ({
    data: await keepCurrentLimit(ctx, requireAuth(request).userId, request.params.id),
  }));

  app.get('/users/limits/history', { ...signedIn, schema: limitHistoryRoute }, (request) =>
    limitHistory(ctx, requireAuth(request).userId, request.query),
  );
}
