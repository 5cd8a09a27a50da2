import { payIdRoute } from '@portal/contract';
import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { registerPayId } from './payid-deposits';

/** PayID deposits: the player's PayID; transfers to it are credited as the provider reports them. */
export async function payIdRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx), schema: payIdRoute };
  app.post('/deposit/zepto/register', signedIn, async (request) => ({
    data: { payid: await registerPayId(ctx, requireAuth(request).userId) },
  }));
}
