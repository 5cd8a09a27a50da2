import type Pusher from 'pusher-js';
import {
  Observable,
  combineLatest,
  distinctUntilChanged,
  map,
  switchMap,
  EMPTY,
  Subscription,
} from 'rxjs';
import { getConfig } from '../config/config';
import { realtime$, realtimeEvents$ } from '../streams/realtime';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { createPusher } from './createPusher';
import { userChannelHandlers, userChannelName } from './userChannelEvents';

/** Subscribes the private user channel until unsubscribed; its events go to realtimeEvents$ and the handlers. */
function bindUserChannel(pusher: Pusher, userId: number): Observable<never> {
  return new Observable<never>(() => {
    const name = userChannelName(userId);
    const channel = pusher.subscribe(name);
    channel.bind_global((event: string, data: unknown) => {
      if (event.startsWith('pusher:')) return;
      realtimeEvents$.next({ channel: name, event, data });
      userChannelHandlers[event]?.(data);
    });
    return () => {
      channel.unbind_global();
      pusher.unsubscribe(name);
    };
  });
}

/**
 * Connects to the realtime server, tracks the connection state into realtime$ and binds the
 * private user channel only while signed in with a token and a user.
 */
export function startRealtime(): Subscription {
  const pusher = createPusher(getConfig());
  const onStateChange = ({ current }: { current: string }) => realtime$.next({ state: current });
  pusher.connection.bind('state_change', onStateChange);

  const subscription = combineLatest([session$, user$])
    .pipe(
      map(([session, user]) => (session.token && user ? user.id : null)),
      distinctUntilChanged(),
      switchMap((userId) => (userId === null ? EMPTY : bindUserChannel(pusher, userId))),
    )
    .subscribe();
  subscription.add(() => {
    pusher.connection.unbind('state_change', onStateChange);
    pusher.disconnect();
  });
  return subscription;
}
