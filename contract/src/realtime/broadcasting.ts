import { Type, type Static } from 'typebox';
import { replies } from '../common/replies.js';

/** A Pusher socket id: two integers joined by a dot, e.g. "123.456". */
export const SOCKET_ID_PATTERN = '^\\d{1,15}\\.\\d{1,15}$';

/** POST /broadcasting/auth: the subscription to sign (the caller's own private user channel). */
export const BroadcastingAuthBody = Type.Object({
  socket_id: Type.String({ title: 'Socket id', pattern: SOCKET_ID_PATTERN }),
  channel_name: Type.String({ title: 'Channel name', minLength: 1, maxLength: 164 }),
});
export type BroadcastingAuthBody = Static<typeof BroadcastingAuthBody>;

export const ChannelAuthorization = Type.Object({ auth: Type.String() });
export type ChannelAuthorization = Static<typeof ChannelAuthorization>;

export const broadcastingAuthRoute = {
  body: BroadcastingAuthBody,
  response: replies(ChannelAuthorization),
};
