import WebSocket from 'ws';
import { isRecord } from '../is-record';
import { messages } from '@portal/contract';
import type { AppCredentials } from './app-credentials';
import { isValidChannelAuth } from './channel-auth';
import { isPresenceChannel, isPrivateChannel, isValidChannelName } from './channel-names';
import type { ChannelRegistry, Subscriber } from './channel-registry';
import { frames, parseClientMessage, PUSHER_CODES } from './protocol';

export interface ConnectionTimeouts {
  /** Quiet time after which the server pings the client. */
  activityTimeoutSeconds: number;
  /** How long the client has to answer that ping before it is disconnected. */
  pongTimeoutSeconds: number;
}

function field(data: unknown, name: string): unknown {
  return isRecord(data) ? data[name] : undefined;
}

/** One client socket speaking Pusher protocol v7 to the registry of channels. */
export class RealtimeConnection implements Subscriber {
  private readonly channels = new Set<string>();
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ws: WebSocket,
    readonly socketId: string,
    private readonly app: AppCredentials,
    private readonly registry: ChannelRegistry,
    private readonly timeouts: ConnectionTimeouts,
  ) {}

  start(): void {
    this.ws.on('message', (raw) => this.receive(raw.toString()));
    this.ws.on('close', () => this.stop());
    this.ws.on('error', () => this.ws.terminate());
    this.send(frames.connectionEstablished(this.socketId, this.timeouts.activityTimeoutSeconds));
    this.armIdleTimer();
  }

  send(frame: string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(frame);
  }

  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }

  /**
   * Ends the connection with 4009 (unauthorized), which pusher-js does not reconnect after; it
   * stops listening at once, before the close handshake ends.
   */
  terminate(): void {
    this.stop();
    this.close(PUSHER_CODES.unauthorized, messages.realtime.connectionTerminated);
  }

  private stop(): void {
    clearTimeout(this.idleTimer);
    for (const channel of this.channels) this.registry.unsubscribe(channel, this);
    this.channels.clear();
  }

  private armIdleTimer(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.send(frames.ping());
      this.idleTimer = setTimeout(
        () => this.close(PUSHER_CODES.pongNotReceived, messages.realtime.pongNotReceived),
        this.timeouts.pongTimeoutSeconds * 1000,
      );
    }, this.timeouts.activityTimeoutSeconds * 1000);
  }

  private receive(raw: string): void {
    this.armIdleTimer();
    const message = parseClientMessage(raw);
    if (!message) return this.send(frames.error(messages.realtime.invalidMessage, null));
    switch (message.event) {
      case 'pusher:ping':
        return this.send(frames.pong());
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(field(message.data, 'channel'), field(message.data, 'auth'));
      case 'pusher:unsubscribe':
        return this.unsubscribe(field(message.data, 'channel'));
      default:
        return this.send(
          frames.error(
            message.event.startsWith('client-')
              ? messages.realtime.clientEventsDisabled
              : messages.realtime.unknownEvent(message.event),
            null,
          ),
        );
    }
  }

  private subscribe(channel: unknown, auth: unknown): void {
    if (typeof channel !== 'string' || !isValidChannelName(channel)) {
      return this.send(frames.error(messages.realtime.invalidChannel, null));
    }
    if (isPresenceChannel(channel)) {
      return this.send(
        frames.subscriptionError(channel, messages.realtime.presenceUnsupported, 400),
      );
    }
    if (isPrivateChannel(channel) && !isValidChannelAuth(this.app, this.socketId, channel, auth)) {
      this.send(frames.error(messages.realtime.invalidSignature, PUSHER_CODES.unauthorized));
      return this.send(frames.subscriptionError(channel, messages.realtime.invalidSignature, 401));
    }
    this.channels.add(channel);
    this.registry.subscribe(channel, this);
    this.send(frames.subscriptionSucceeded(channel));
  }

  private unsubscribe(channel: unknown): void {
    if (typeof channel !== 'string' || !this.channels.delete(channel)) return;
    this.registry.unsubscribe(channel, this);
  }
}
