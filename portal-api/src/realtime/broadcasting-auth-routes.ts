import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { generalError } from '../http/http-error';
import { broadcastingAuthRoute, messages } from '@portal/contract';
import { userChannel } from './channel-names';
import { OPEN_WHEN_CLOSED } from '../restrictions/session-gate';

/** Signs a realtime subscription, only to the caller's own private user channel. */
export async function broadcastingAuthRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.post(
    '/broadcasting/auth',
    {
      schema: broadcastingAuthRoute,
      preValidation: authenticate(ctx),
      ...OPEN_WHEN_CLOSED,
    },
    async (request) => {
      const { socket_id, channel_name } = request.body;
      if (channel_name !== userChannel(requireAuth(request).userId)) {
        throw generalError(403, messages.channelForbidden);
      }
      return ctx.realtime.authorizeChannel(socket_id, channel_name);
    },
  );
}
