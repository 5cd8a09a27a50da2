import type { FastifyBaseLogger } from 'fastify';
import Pusher from 'pusher';
import type { PusherConfig } from '../config';
import { userChannel } from './channel-names';
import type { UserChannelEvent, UserChannelEvents } from './realtime-events';

/** How the API talks to the realtime service. */
export interface RealtimePublisher {
  /** Best effort: a realtime outage is logged and never fails the caller. */
  publishToUser<E extends UserChannelEvent>(
    userId: number,
    event: E,
    payload: UserChannelEvents[E],
  ): Promise<void>;
  /** The `auth` signature a client needs to subscribe to a private channel. */
  authorizeChannel(socketId: string, channel: string): { auth: string };
}

/** Publishes through the official Pusher client, to our realtime server or Pusher Channels. */
export function createPusherPublisher(
  config: PusherConfig,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): RealtimePublisher {
  const pusher = new Pusher({
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    host: config.host,
    port: String(config.port),
    useTLS: config.useTLS,
    timeout: 5000,
  });
  return {
    async publishToUser(userId, event, payload) {
      try {
        await pusher.trigger(userChannel(userId), event, payload);
      } catch (error) {
        logger.warn({ err: error, userId, event }, 'realtime event not delivered');
      }
    },
    authorizeChannel(socketId, channel) {
      return { auth: pusher.authorizeChannel(socketId, channel).auth };
    },
  };
}
