import type { FastifyBaseLogger } from 'fastify';
import Pusher from 'pusher';
import type { PusherConfig } from '../config';
import { userChannel } from './channel-names';
import type { UserChannelEvent, UserChannelEvents } from './realtime-events';

/** How the API talks to the realtime service. */
export interface RealtimePublisher {
  /**
   * Best effort, in the background: returns at once, so a slow or stalled realtime service never
   * delays an answer; an event it does not take is logged.
   */
  publishToUser<E extends UserChannelEvent>(
    userId: number,
    event: E,
    payload: UserChannelEvents[E],
  ): void;
  /**
   * Best effort, in the background: ends every realtime connection listening on the player's
   * channel (Pusher's terminate_connections), so a restricted player's open pages stop receiving.
   */
  endConnections(userId: number): void;
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
    publishToUser(userId, event, payload) {
      pusher.trigger(userChannel(userId), event, payload).catch((error: unknown) => {
        logger.warn({ err: error, userId, event }, 'realtime event not delivered');
      });
    },
    endConnections(userId) {
      pusher.terminateUserConnections(String(userId)).catch((error: unknown) => {
        logger.warn({ err: error, userId }, 'realtime connections not ended');
      });
    },
    authorizeChannel(socketId, channel) {
      return { auth: pusher.authorizeChannel(socketId, channel).auth };
    },
  };
}
