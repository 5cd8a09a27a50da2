import type { Subscription } from 'rxjs';
import { notifications$, type Notification } from '../streams/notifications';
import { realtime$, realtimeEvents$, type RealtimeEvent } from '../streams/realtime';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { calledPaths, fakeResponse, installFetchMock } from '../testing/fakeFetch';
import FakePusher from '../testing/fakePusher';
import { testUser } from '../testing/testUser';
import { startRealtime } from './startRealtime';

jest.mock('pusher-js', () => jest.requireActual('../testing/fakePusher'));

let subscription: Subscription;
let pusher: FakePusher;

beforeEach(() => {
  FakePusher.instances = [];
  session$.next({ token: null });
  user$.next(null);
  subscription = startRealtime();
  pusher = FakePusher.instances[0];
});

afterEach(() => subscription.unsubscribe());

const signIn = (id = 5) => {
  session$.next({ token: 'tok' });
  user$.next(testUser({ id }));
};

it('creates one client from the realtime config with bearer channel authorisation', () => {
  expect(FakePusher.instances).toHaveLength(1);
  expect(pusher.key).toBe('portal-key');
  expect(pusher.options).toMatchObject({
    cluster: 'mt1',
    wsHost: 'localhost',
    wsPort: 6001,
    forceTLS: false,
    enabledTransports: ['ws', 'wss'],
    channelAuthorization: { endpoint: 'http://localhost:9001/broadcasting/auth' },
  });
  session$.next({ token: 'tok' });
  const authorization = pusher.options.channelAuthorization as { headersProvider: () => unknown };
  expect(authorization.headersProvider()).toMatchObject({ Authorization: 'Bearer tok' });
});

it('tracks the connection state', () => {
  pusher.connection.changeState('connecting');
  pusher.connection.changeState('connected');
  expect(realtime$.getValue()).toEqual({ state: 'connected' });
});

it('binds the private user channel only while signed in with a token and a user', () => {
  session$.next({ token: 'tok' });
  expect(pusher.channels.size).toBe(0);

  user$.next(testUser({ id: 5 }));
  expect([...pusher.channels.keys()]).toEqual(['private-user.5']);

  user$.next(testUser({ id: 5, balance: 1 }));
  user$.next(testUser({ id: 8 }));
  expect([...pusher.channels.keys()]).toEqual(['private-user.8']);

  session$.next({ token: null });
  user$.next(null);
  expect(pusher.channels.size).toBe(0);
});

it('does not bind a user without a token', () => {
  user$.next(testUser());
  expect(pusher.channels.size).toBe(0);
});

it('refreshes the user on wallet.balance.updated', async () => {
  const fetchMock = installFetchMock();
  fetchMock.mockResolvedValue(fakeResponse({ body: { data: testUser({ balance: 777 }) } }));
  const events: RealtimeEvent[] = [];
  const eventsSubscription = realtimeEvents$.subscribe((event) => events.push(event));
  signIn();

  pusher.channels
    .get('private-user.5')
    ?.emit('wallet.balance.updated', { balance: 777, available_balance: 777 });
  await new Promise((resolve) => setTimeout(resolve, 0));
  eventsSubscription.unsubscribe();

  expect(calledPaths(fetchMock)).toEqual([
    '/users/current?embed=user_bank_account,limits,bpay_details,payid_details,user_cards',
  ]);
  expect(user$.getValue()?.balance).toBe(777);
  expect(events).toEqual([
    {
      channel: 'private-user.5',
      event: 'wallet.balance.updated',
      data: { balance: 777, available_balance: 777 },
    },
  ]);
});

it("notifies 'Deposit Successful' with the server message on notification.deposited", () => {
  const received: Notification[] = [];
  const notificationsSubscription = notifications$.subscribe((n) => received.push(n));
  signIn();

  pusher.channels.get('private-user.5')?.emit('pusher:subscription_succeeded', {});
  pusher.channels
    .get('private-user.5')
    ?.emit('notification.deposited', { message: '$50.00 deposited' });
  notificationsSubscription.unsubscribe();

  expect(received).toEqual([
    expect.objectContaining({
      type: 'success',
      title: 'Deposit Successful',
      message: '$50.00 deposited',
    }),
  ]);
});

it('disconnects when stopped', () => {
  subscription.unsubscribe();
  expect(pusher.disconnected).toBe(true);
});
