import { frames } from './protocol';

export interface Subscriber {
  readonly socketId: string;
  send(frame: string): void;
  /** Ends the subscriber's connection for good (the client must not reconnect by itself). */
  terminate(): void;
}

/** Which sockets listen on which channel. */
export class ChannelRegistry {
  private readonly channels = new Map<string, Set<Subscriber>>();

  subscribe(channel: string, subscriber: Subscriber): void {
    const subscribers = this.channels.get(channel) ?? new Set<Subscriber>();
    subscribers.add(subscriber);
    this.channels.set(channel, subscribers);
  }

  unsubscribe(channel: string, subscriber: Subscriber): void {
    const subscribers = this.channels.get(channel);
    if (!subscribers) return;
    subscribers.delete(subscriber);
    if (subscribers.size === 0) this.channels.delete(channel);
  }

  /** Ends the connection of every subscriber of the channel; how many there were. */
  terminate(channel: string): number {
    const subscribers = [...(this.channels.get(channel) ?? [])];
    for (const subscriber of subscribers) subscriber.terminate();
    return subscribers.length;
  }

  /** Sends an event to every subscriber of the channel but the excluded socket. */
  publish(channel: string, event: string, data: string, excludeSocketId?: string): void {
    const subscribers = this.channels.get(channel);
    if (!subscribers) return;
    const message = frames.channelEvent(channel, event, data);
    for (const subscriber of subscribers) {
      if (subscriber.socketId !== excludeSocketId) subscriber.send(message);
    }
  }
}
