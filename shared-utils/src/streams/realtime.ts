import { BehaviorSubject, Subject } from 'rxjs';

export interface RealtimeState {
  /** The pusher-js connection state: initialized, connecting, connected, unavailable, failed, disconnected. */
  state: string;
}

export interface RealtimeEvent {
  channel: string;
  event: string;
  data: unknown;
}

/** The realtime connection state. */
export const realtime$ = new BehaviorSubject<RealtimeState>({ state: 'initialized' });

/** Every event received on a subscribed channel. */
export const realtimeEvents$ = new Subject<RealtimeEvent>();

/**
 * Emits each time the player's private channel is subscribed: the first time and each time
 * pusher-js subscribes again after a reconnection. Events sent before then were not delivered, so
 * whoever follows an event reads its state again here.
 */
export const userChannelSubscribed$ = new Subject<void>();
