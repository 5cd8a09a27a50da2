import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { registerPayId } from './payid-deposits';

/** PayID deposits: the player's PayID; transfers to it are credited as the provider reports them. */
export async function payIdRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/deposit/zepto/register', { preValidation: authenticate(ctx) }, async (request) => ({
    data: { payid: await registerPayId(ctx, requireAuth(request).userId) },
  }));
}
