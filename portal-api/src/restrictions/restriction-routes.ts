import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { closeAccount, selfExclude, takeBreak } from './restrictions';
import { OPEN_DURING_BREAK } from './session-gate';

/** The period is read by the call itself, so that a bad one gets 'Please select a valid period'. */
const periodBodySchema = { type: 'object' } as const;

type PeriodBody = { Body: { period?: unknown } | undefined };

/** Breaks and timeouts, self-exclusion and closing the account (spec 2 §7). */
export async function restrictionRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx) };
  // A player on a short break may still exclude themselves or close the account.
  const stricter = { ...signedIn, ...OPEN_DURING_BREAK };
  const withPeriod = { ...signedIn, schema: { body: periodBodySchema } };

  app.post<PeriodBody>('/users/break', withPeriod, async (request) => ({
    data: await takeBreak(ctx, requireAuth(request).userId, request.body?.period),
  }));

  app.post<PeriodBody>('/users/self_exclude', { ...withPeriod, ...stricter }, async (request) => {
    await selfExclude(ctx, requireAuth(request).userId, request.body?.period);
    return { status: 'success' };
  });

  app.post('/users/self_exclude/lifetime', stricter, async (request) => {
    await selfExclude(ctx, requireAuth(request).userId, null);
    return { status: 'success' };
  });

  app.post('/users/close', stricter, async (request) => {
    await closeAccount(ctx, requireAuth(request).userId);
    return { status: 'success' };
  });
}
