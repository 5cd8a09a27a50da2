import { replies, SuccessResponse } from '@portal/contract';
import { Type } from 'typebox';
import type { AppContext } from '../app-context';
import type { Api } from '../http/api';
import { hoursInterval } from '../limits/limit-waits';
import { devPlayerId } from './dev-player';

/** POST /dev/limits/age: the player (by e-mail) and how many hours to move back. */
const devAgeLimitRequestsRoute = {
  body: Type.Object({
    email: Type.String({ title: 'Email', format: 'email', maxLength: 255 }),
    hours: Type.Integer({ title: 'Hours', minimum: 1, maximum: 24 * 366 }),
  }),
  response: replies(SuccessResponse),
};

/**
 * Development only: moves the player's open limit requests and their answers to the deposit-limit
 * question `hours` into the past, as if that time had gone by, so that a browser test sees a wait
 * end, a request lapse or the yearly question come due without waiting days.
 */
export async function devLimitRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.post('/dev/limits/age', { schema: devAgeLimitRequestsRoute }, async (request) => {
    const userId = await devPlayerId(ctx.db, request, request.body.email);
    await ctx.db.query(
      `UPDATE user_limit_requests
       SET created_at = created_at - $2::interval, activate_at = activate_at - $2::interval,
           confirm_by = confirm_by - $2::interval
       WHERE user_id = $1 AND applied_at IS NULL AND cancelled_at IS NULL AND lapsed_at IS NULL`,
      [userId, hoursInterval(request.body.hours)],
    );
    await ctx.db.query(
      `UPDATE deposit_limit_prompts SET answered_at = answered_at - $2::interval WHERE user_id = $1`,
      [userId, hoursInterval(request.body.hours)],
    );
    return { status: 'success' as const };
  });
}
