import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { devOutboxRoute } from '@portal/contract';

/**
 * Development only: what the e-mail and SMS sandboxes would have sent, newest first, optionally
 * only to one email address or phone number; reset links and phone codes are read here.
 */
export async function devOutboxRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.get('/dev/outbox', { schema: devOutboxRoute }, async (request) => ({
    data: await ctx.outbox.list(request.query.to),
  }));
}
