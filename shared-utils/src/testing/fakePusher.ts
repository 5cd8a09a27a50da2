// A stand-in for pusher-js in tests: records subscriptions and lets a test emit events.
import type { Options } from 'pusher-js';

type EventHandler = (event: string, data: unknown) => void;
type StateHandler = (change: { previous: string; current: string }) => void;

export class FakeChannel {
  private handler: EventHandler | null = null;

  bind_global(handler: EventHandler) {
    this.handler = handler;
    return this;
  }

  unbind_global() {
    this.handler = null;
    return this;
  }

  emit(event: string, data: unknown) {
    this.handler?.(event, data);
  }
}

class FakeConnection {
  private readonly handlers = new Set<StateHandler>();

  bind(_event: 'state_change', handler: StateHandler) {
    this.handlers.add(handler);
  }

  unbind(_event: 'state_change', handler: StateHandler) {
    this.handlers.delete(handler);
  }

  changeState(current: string) {
    this.handlers.forEach((handler) => handler({ previous: '', current }));
  }
}

export default class FakePusher {
  static instances: FakePusher[] = [];
  readonly channels = new Map<string, FakeChannel>();
  readonly connection = new FakeConnection();
  disconnected = false;

  constructor(
    readonly key: string,
    readonly options: Options,
  ) {
    FakePusher.instances.push(this);
  }

  subscribe(name: string) {
    const channel = new FakeChannel();
    this.channels.set(name, channel);
    return channel;
  }

  unsubscribe(name: string) {
    this.channels.delete(name);
  }

  disconnect() {
    this.disconnected = true;
  }
}
