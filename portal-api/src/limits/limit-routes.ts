import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { pageSchema } from '../http/pagination';
import { boundarySchema } from '../transactions/transaction-range';
import { changeLimit } from './limit-changes';
import { limitHistory, type HistoryQuery } from './limit-history';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

const historyQuerySchema = {
  type: 'object',
  properties: {
    page: pageSchema,
    from_date: boundarySchema('From date'),
    to_date: boundarySchema('To date'),
  },
} as const;

/** The body is read field by field (limit-input.ts), so that each refusal says what to fix. */
const changeBodySchema = { type: 'object' } as const;

/** Setting, tightening, loosening and removing limits, and their history (spec 2 §7). */
export async function limitRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx), ...OPEN_DURING_BREAK };

  app.post<{ Body: Record<string, unknown> }>(
    '/limits',
    { ...signedIn, schema: { body: changeBodySchema } },
    async (request) => ({
      data: await changeLimit(ctx, requireAuth(request).userId, request.body),
    }),
  );

  app.get<{ Querystring: HistoryQuery }>(
    '/users/limits/history',
    { ...signedIn, schema: { querystring: historyQuerySchema } },
    (request) => limitHistory(ctx, requireAuth(request).userId, request.query),
  );
}
