import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { generalError } from '../http/http-error';
import { messages } from '@portal/contract';
import { userChannel } from './channel-names';
import { SOCKET_ID_PATTERN } from './socket-id';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

interface BroadcastingAuthBody {
  socket_id: string;
  channel_name: string;
}

const broadcastingAuthBodySchema = {
  type: 'object',
  properties: {
    socket_id: { type: 'string', title: 'Socket id', pattern: SOCKET_ID_PATTERN.source },
    channel_name: { type: 'string', title: 'Channel name', minLength: 1, maxLength: 164 },
  },
  required: ['socket_id', 'channel_name'],
} as const;

/** Signs a realtime subscription, only to the caller's own private user channel. */
export async function broadcastingAuthRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.post<{ Body: BroadcastingAuthBody }>(
    '/broadcasting/auth',
    {
      schema: { body: broadcastingAuthBodySchema },
      preValidation: authenticate(ctx),
      ...OPEN_DURING_BREAK,
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
