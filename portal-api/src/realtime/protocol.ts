import { isRecord } from '../is-record';

/** Pusher protocol v7 close and error codes used by this server. */
export const PUSHER_CODES = {
  unknownAppKey: 4001,
  pathNotFound: 4005,
  invalidVersionFormat: 4006,
  unsupportedProtocol: 4007,
  noProtocolVersion: 4008,
  unauthorized: 4009,
  reconnect: 4200,
  pongNotReceived: 4201,
} as const;

export const PROTOCOL_VERSION = '7';

export interface ClientMessage {
  event: string;
  data?: unknown;
  channel?: string;
}

function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify(channel === undefined ? { event, data } : { event, channel, data });
}

/** Builders for every server-to-client frame. */
export const frames = {
  connectionEstablished: (socketId: string, activityTimeoutSeconds: number) =>
    frame(
      'pusher:connection_established',
      JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeoutSeconds }),
    ),
  error: (message: string, code: number | null) => frame('pusher:error', { message, code }),
  ping: () => frame('pusher:ping', '{}'),
  pong: () => frame('pusher:pong', '{}'),
  subscriptionSucceeded: (channel: string) =>
    frame('pusher_internal:subscription_succeeded', '{}', channel),
  subscriptionError: (channel: string, error: string, status: number) =>
    frame('pusher:subscription_error', { type: 'AuthError', error, status }, channel),
  channelEvent: (channel: string, event: string, data: string) => frame(event, data, channel),
};

export function parseClientMessage(raw: string): ClientMessage | undefined {
  try {
    const message: unknown = JSON.parse(raw);
    if (!isRecord(message)) return undefined;
    const { event, data, channel } = message;
    if (typeof event !== 'string') return undefined;
    return { event, data, channel: typeof channel === 'string' ? channel : undefined };
  } catch {
    return undefined;
  }
}
