import {
  messages,
  realityCheckAcknowledgeRoute,
  realityCheckRoute,
  realityCheckSettingRoute,
  type RealityCheck,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import type { Api } from '../http/api';
import { fieldError } from '../http/http-error';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';
import {
  realityCheckOf,
  recordAnswer,
  saveInterval,
  type PlayerSession,
} from './reality-check-queries';

/** The caller's session: a refreshed token keeps its login's start. */
function sessionOf(request: FastifyRequest): PlayerSession {
  const { userId, sessionStartedAt } = requireAuth(request);
  return { userId, startedAt: sessionStartedAt };
}

/**
 * Reads the check of the session after a change and tells every device of the player
 * ('reality-check.updated'), so that each reschedules its next check.
 */
export async function announceRealityCheck(
  ctx: AppContext,
  session: PlayerSession,
): Promise<RealityCheck> {
  const check = await realityCheckOf(ctx.db, session, ctx.clock(), ctx.config.region);
  ctx.realtime.publishToUser(session.userId, 'reality-check.updated', check);
  return check;
}

/**
 * The interval as JSON sent it: a number. Ajv's coercion would read null or "" as 0 and turn the
 * checks off, and "15" as 15; the schema then checks the number is one on offer.
 */
async function intervalIsANumber(request: FastifyRequest): Promise<void> {
  const body = request.body as { interval_minutes?: unknown } | null | undefined;
  const interval = body?.interval_minutes;
  if (interval !== undefined && typeof interval !== 'number') {
    throw fieldError('interval_minutes', messages.fieldType('Interval', 'a whole number'));
  }
}

/** Reality checks (issue 30; docs/activity-api.md). */
export async function realityCheckRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx), ...OPEN_DURING_BREAK };
  const path = '/responsible-gambling/reality-check';

  app.get(path, { ...signedIn, schema: realityCheckRoute }, async (request) => ({
    data: await realityCheckOf(ctx.db, sessionOf(request), ctx.clock(), ctx.config.region),
  }));

  const putOptions = {
    ...signedIn,
    preValidation: [signedIn.preValidation, intervalIsANumber],
    schema: realityCheckSettingRoute,
  };
  app.put(path, putOptions, async (request) => {
    const session = sessionOf(request);
    const { region } = ctx.config;
    await saveInterval(ctx.db, session.userId, request.body.interval_minutes, region, ctx.clock());
    return { data: await announceRealityCheck(ctx, session) };
  });

  app.post(
    `${path}/acknowledge`,
    { ...signedIn, schema: realityCheckAcknowledgeRoute },
    async (request) => {
      const session = sessionOf(request);
      await recordAnswer(ctx.db, session.userId, ctx.config.region, ctx.clock());
      return { data: await announceRealityCheck(ctx, session) };
    },
  );
}
