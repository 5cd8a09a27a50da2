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
