import type Pusher from 'pusher-js';
import {
  Observable,
  catchError,
  combineLatest,
  distinctUntilChanged,
  map,
  switchMap,
  EMPTY,
  Subscription,
} from 'rxjs';
import { getConfig } from '../config/config';
import { refreshUser } from '../session/refreshUser';
import { realtime$, realtimeEvents$, userChannelSubscribed$ } from '../streams/realtime';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { userChannelHandlers, userChannelName } from './userChannelEvents';

/**
 * Subscribes the private user channel until unsubscribed; its events go to realtimeEvents$ and the
 * handlers. Events sent before the channel is subscribed are lost (the user may have been read
 * just before a credit, or the connection was down), so every successful subscription, the first
 * and each one pusher-js makes again after a reconnection, reads the user again (the balance
 * catches up) and is announced on userChannelSubscribed$ for the other states that follow events.
 */
function bindUserChannel(pusher: Pusher, userId: number): Observable<never> {
  return new Observable<never>(() => {
    const name = userChannelName(userId);
    const channel = pusher.subscribe(name);
    let events = 0;
    // The server may have read the user before a move whose event arrives first: a read overtaken
    // by an event is made again, so the older balance it carries does not stay on screen.
    const catchUp = async () => {
      const before = events;
      await refreshUser();
      if (events !== before) await catchUp();
    };
    channel.bind_global((event: string, data: unknown) => {
      if (event === 'pusher:subscription_succeeded') {
        void catchUp();
        userChannelSubscribed$.next();
      }
      if (event.startsWith('pusher:')) return;
      events += 1;
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
 * One connection for one signed-in player: pusher-js is fetched (a chunk of its own, so nobody
 * signed out downloads it), connects, tracks its state into realtime$ and binds the player's
 * channel; unsubscribing disconnects.
 */
function connectForUser(userId: number): Observable<never> {
  return new Observable<Pusher>((subscriber) => {
    let pusher: Pusher | null = null;
    const onStateChange = ({ current }: { current: string }) => realtime$.next({ state: current });
    import(/* webpackChunkName: "realtime" */ './createPusher').then(
      ({ createPusher }) => {
        if (subscriber.closed) return;
        pusher = createPusher(getConfig());
        pusher.connection.bind('state_change', onStateChange);
        subscriber.next(pusher);
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => {
      pusher?.connection.unbind('state_change', onStateChange);
      pusher?.disconnect();
    };
  }).pipe(
    switchMap((pusher) => bindUserChannel(pusher, userId)),
    catchError((error: unknown) => {
      console.error('[shared-utils] the realtime client did not load', error);
      realtime$.next({ state: 'unavailable' });
      return EMPTY;
    }),
  );
}

/**
 * Keeps a realtime connection while a player is signed in with a token and a user, bound to their
 * private channel; signed out there is no connection. A different player gets a new connection.
 */
export function startRealtime(): Subscription {
  return combineLatest([session$, user$])
    .pipe(
      map(([session, user]) => (session.token && user ? user.id : null)),
      distinctUntilChanged(),
      switchMap((userId) => (userId === null ? EMPTY : connectForUser(userId))),
    )
    .subscribe();
}
