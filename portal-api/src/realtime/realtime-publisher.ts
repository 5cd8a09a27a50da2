import type { FastifyBaseLogger } from 'fastify';
import Pusher from 'pusher';
import type { PusherConfig } from '../config';
import { currentRequest } from '../observability/request-context';
import { userChannel } from './channel-names';
import type { UserChannelEvent, UserChannelEvents } from './realtime-events';
import { createRealtimeProbe } from './realtime-probe';

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
  /** Whether the realtime service answers now (the readiness probe; cached briefly). */
  reachable(): Promise<boolean>;
}

/** The request id a call to the realtime service carries (signed like every query parameter). */
export const REQUEST_ID_PARAM = 'request_id';

/**
 * Publishes through the official Pusher client, to our realtime server or Pusher Channels. Each
 * call made while serving a request carries its id, and a failure is logged on the request's log.
 */
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
  /** A signed POST; the library's types say `body` is a string, but it serialises an object. */
  const post = (path: string, body: object) => {
    const request = currentRequest();
    const params = request ? { [REQUEST_ID_PARAM]: request.id } : {};
    const log = request?.log ?? logger;
    return { sent: pusher.post({ path, body: body as unknown as string, params }), log };
  };
  return {
    publishToUser(userId, event, payload) {
      const channel = userChannel(userId);
      const { sent, log } = post('/events', {
        name: event,
        data: JSON.stringify(payload),
        channels: [channel],
      });
      sent.catch((error: unknown) => {
        log.warn({ err: error, userId, event }, 'realtime event not delivered');
      });
    },
    endConnections(userId) {
      const { sent, log } = post(`/users/${userId}/terminate_connections`, {});
      sent.catch((error: unknown) => {
        log.warn({ err: error, userId }, 'realtime connections not ended');
      });
    },
    authorizeChannel(socketId, channel) {
      return { auth: pusher.authorizeChannel(socketId, channel).auth };
    },
    reachable: createRealtimeProbe(config),
  };
}
