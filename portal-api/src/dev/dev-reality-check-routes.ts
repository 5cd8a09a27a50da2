import { messages, RealityCheck, replies } from '@portal/contract';
import { Type } from 'typebox';
import type { AppContext } from '../app-context';
import type { Api } from '../http/api';
import { fieldError } from '../http/http-error';
import { addSeconds } from '../clock';
import { announceRealityCheck } from '../reality-check/reality-check-routes';
import {
  latestSessionStart,
  realityCheckOf,
  recordCheckTime,
} from '../reality-check/reality-check-queries';
import { devPlayerId } from './dev-player';

/** POST /dev/reality-check/due: the player (by e-mail) and how soon the next check falls due. */
const devRealityCheckDueRoute = {
  body: Type.Object({
    email: Type.String({ title: 'Email', format: 'email', maxLength: 255 }),
    in_seconds: Type.Integer({ title: 'In seconds', minimum: 0, maximum: 86_400 }),
  }),
  response: replies(Type.Object({ data: RealityCheck })),
};

/**
 * Development only: makes the player's next reality check due `in_seconds` from now, so that a
 * browser test sees one without waiting an interval, and tells the player's devices. The check
 * answered is that of the player's latest open session.
 */
export async function devRealityCheckRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.post('/dev/reality-check/due', { schema: devRealityCheckDueRoute }, async (request) => {
    const userId = await devPlayerId(ctx.db, request, request.body.email);
    const now = ctx.clock();
    const startedAt = (await latestSessionStart(ctx.db, userId, now)) ?? now;
    const session = { userId, startedAt };
    const current = await realityCheckOf(ctx.db, session, now, ctx.config.region);
    if (current.interval_minutes === 0) {
      throw fieldError('email', messages.realityCheck.checksOff);
    }
    await recordCheckTime(
      ctx.db,
      userId,
      ctx.config.region,
      now,
      addSeconds(now, request.body.in_seconds),
    );
    return { data: await announceRealityCheck(ctx, session) };
  });
}
