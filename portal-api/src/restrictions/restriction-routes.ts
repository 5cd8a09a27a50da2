import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { breakRoute, restrictionRoute, selfExcludeRoute } from '@portal/contract';
import { closeAccount, selfExclude, takeBreak } from './restrictions';
import { OPEN_DURING_BREAK } from './session-gate';

/** Breaks and timeouts, self-exclusion and closing the account (spec 2 §7). */
export async function restrictionRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx) };
  // A player on a short break may still exclude themselves or close the account.
  const stricter = { ...signedIn, ...OPEN_DURING_BREAK };

  app.post('/users/break', { ...signedIn, schema: breakRoute }, async (request) => ({
    data: await takeBreak(ctx, requireAuth(request).userId, request.body?.period),
  }));

  app.post('/users/self_exclude', { ...stricter, schema: selfExcludeRoute }, async (request) => {
    await selfExclude(ctx, requireAuth(request).userId, request.body?.period);
    return { status: 'success' as const };
  });

  app.post(
    '/users/self_exclude/lifetime',
    { ...stricter, schema: restrictionRoute },
    async (request) => {
      await selfExclude(ctx, requireAuth(request).userId, null);
      return { status: 'success' as const };
    },
  );

  app.post('/users/close', { ...stricter, schema: restrictionRoute }, async (request) => {
    await closeAccount(ctx, requireAuth(request).userId);
    return { status: 'success' as const };
  });
}
