import type { Subscription } from 'rxjs';
import { notifications$, type Notification } from '../streams/notifications';
import {
  realtime$,
  realtimeEvents$,
  userChannelSubscribed$,
  type RealtimeEvent,
} from '../streams/realtime';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { calledPaths, fakeResponse, installFetchMock } from '../testing/fakeFetch';
import FakePusher from '../testing/fakePusher';
import { testUser } from '../testing/testUser';
import { CURRENT_USER_PATH } from '../session/currentUserResponse';
import { readCachedUser } from '../session/cachedUser';
import { balanceChanged$, type Balance } from '../streams/balanceChanged';
import { currentUserQuery } from '../data/currentUserQuery';
import { currentQueryClient } from '../data/queryClient';
import { installFakeSystem, removeFakeSystem } from '../testing/fakeSystem';
import { serveQueryLibrary } from '../testing/queryLibrary';
import { startRealtime } from './startRealtime';

jest.mock('pusher-js', () => jest.requireActual('../testing/fakePusher'));

let subscription: Subscription;

/** Lets the lazily loaded realtime client arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakePusher.instances = [];
  session$.next({ token: null });
  user$.next(null);
  subscription = startRealtime();
});

afterEach(() => {
  subscription.unsubscribe();
  removeFakeSystem();
});

/** Signs player `id` in and returns the connection made for them. */
const signIn = async (id = 5) => {
  session$.next({ token: 'tok' });
  user$.next(testUser({ id }));
  await settle();
  return FakePusher.instances[FakePusher.instances.length - 1];
};

it('makes no connection while signed out or with a token but no user yet', async () => {
  await settle();
  session$.next({ token: 'tok' });
  await settle();
  expect(FakePusher.instances).toHaveLength(0);
});

it('connects after sign-in, from the realtime config with bearer channel authorisation', async () => {
  const pusher = await signIn();
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
  const authorization = pusher.options.channelAuthorization as { headersProvider: () => unknown };
  expect(authorization.headersProvider()).toMatchObject({ Authorization: 'Bearer tok' });
});

it('tracks the connection state', async () => {
  const pusher = await signIn();
  pusher.connection.changeState('connecting');
  pusher.connection.changeState('connected');
  expect(realtime$.getValue()).toEqual({ state: 'connected' });
});

it("binds the player's private channel, and a new connection for another player", async () => {
  const first = await signIn(5);
  expect([...first.channels.keys()]).toEqual(['private-user.5']);

  user$.next(testUser({ id: 5, balance: 1 }));
  await settle();
  expect(FakePusher.instances).toHaveLength(1);

  const second = await signIn(8);
  expect(first.disconnected).toBe(true);
  expect(first.channels.size).toBe(0);
  expect([...second.channels.keys()]).toEqual(['private-user.8']);
});

it('unbinds and disconnects on sign-out', async () => {
  const pusher = await signIn();
  session$.next({ token: null });
  user$.next(null);
  expect(pusher.channels.size).toBe(0);
  expect(pusher.disconnected).toBe(true);
});

it('applies the balance wallet.balance.updated carries, without reading the user again', async () => {
  const system = installFakeSystem();
  serveQueryLibrary(system);
  const fetchMock = installFetchMock();
  const events: RealtimeEvent[] = [];
  const balances: Balance[] = [];
  const eventsSubscription = realtimeEvents$.subscribe((event) => events.push(event));
  const balanceSubscription = balanceChanged$.subscribe((balance) => balances.push(balance));
  const pusher = await signIn();

  pusher.channels
    .get('private-user.5')
    ?.emit('wallet.balance.updated', { balance: 777, available_balance: 700 });
  await settle();
  eventsSubscription.unsubscribe();
  balanceSubscription.unsubscribe();

  expect(calledPaths(fetchMock)).toEqual([]);
  expect(user$.getValue()).toMatchObject({ id: 5, balance: 777, available_balance: 700 });
  expect(balances).toEqual([{ balance: 777, available_balance: 700 }]);
  expect(readCachedUser()).toMatchObject({ balance: 777, available_balance: 700 });
  expect(currentQueryClient()?.getQueryData(currentUserQuery.queryKey)).toMatchObject({
    balance: 777,
    available_balance: 700,
  });
  expect(events).toEqual([
    {
      channel: 'private-user.5',
      event: 'wallet.balance.updated',
      data: { balance: 777, available_balance: 700 },
    },
  ]);
});

it('ignores a wallet event without a balance', async () => {
  const fetchMock = installFetchMock();
  const pusher = await signIn();

  pusher.channels.get('private-user.5')?.emit('wallet.balance.updated', { balance: 'x' });
  await settle();

  expect(calledPaths(fetchMock)).toEqual([]);
  expect(user$.getValue()?.balance).toBe(testUser().balance);
});

it("notifies 'Deposit Successful' with the server message on notification.deposited", async () => {
  const received: Notification[] = [];
  const notificationsSubscription = notifications$.subscribe((n) => received.push(n));
  const pusher = await signIn();

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

it('disconnects when stopped', async () => {
  const pusher = await signIn();
  subscription.unsubscribe();
  expect(pusher.disconnected).toBe(true);
});

it('reads the user again on each subscription, so a balance changed before it or while disconnected catches up', async () => {
  const fetchMock = installFetchMock();
  fetchMock.mockImplementation(async () =>
    fakeResponse({ body: { data: testUser({ id: 5, balance: 900 }) } }),
  );
  const pusher = await signIn();
  pusher.connection.changeState('connected');
  await settle();
  expect(fetchMock).not.toHaveBeenCalled();

  const channel = pusher.channels.get('private-user.5');
  channel?.emit('pusher:subscription_succeeded', {});
  await settle();
  expect(calledPaths(fetchMock)).toEqual([CURRENT_USER_PATH]);
  expect(user$.getValue()?.balance).toBe(900);

  pusher.connection.changeState('unavailable');
  pusher.connection.changeState('connected');
  channel?.emit('pusher:subscription_succeeded', {});
  await settle();
  expect(calledPaths(fetchMock)).toEqual([CURRENT_USER_PATH, CURRENT_USER_PATH]);
});

it('reads the user once more when a balance event arrives while the catch-up read is on its way', async () => {
  const fetchMock = installFetchMock();
  // The first read was made before a credit of $12.34 and answers after the credit's event.
  let answerFirstRead: (response: Response) => void = () => undefined;
  fetchMock
    .mockImplementationOnce(() => new Promise((resolve) => (answerFirstRead = resolve)))
    .mockImplementation(async () =>
      fakeResponse({ body: { data: testUser({ id: 5, balance: 1234, available_balance: 1234 }) } }),
    );
  const pusher = await signIn();
  const channel = pusher.channels.get('private-user.5');

  channel?.emit('pusher:subscription_succeeded', {});
  await settle();
  channel?.emit('wallet.balance.updated', { balance: 1234, available_balance: 1234 });
  answerFirstRead(fakeResponse({ body: { data: testUser({ id: 5, balance: 0 }) } }));
  await settle();
  await settle();

  expect(calledPaths(fetchMock)).toEqual([CURRENT_USER_PATH, CURRENT_USER_PATH]);
  expect(user$.getValue()?.balance).toBe(1234);
});

it("announces each subscription of the player's channel, so a state that follows events reads itself again", async () => {
  installFetchMock().mockImplementation(async () =>
    fakeResponse({ body: { data: testUser({ id: 5 }) } }),
  );
  const announced: number[] = [];
  const watching = userChannelSubscribed$.subscribe(() => announced.push(announced.length + 1));
  const pusher = await signIn();
  const channel = pusher.channels.get('private-user.5');
  expect(announced).toEqual([]);

  channel?.emit('pusher:subscription_succeeded', {});
  pusher.connection.changeState('unavailable');
  pusher.connection.changeState('connected');
  channel?.emit('pusher:subscription_succeeded', {});
  watching.unsubscribe();

  expect(announced).toEqual([1, 2]);
});

it('sends the product and platform with the channel authorisation, so the API knows the brand', async () => {
  const pusher = await signIn();
  const authorization = pusher.options.channelAuthorization as { headersProvider: () => unknown };
  expect(authorization.headersProvider()).toEqual({
    Accept: 'application/json',
    'X-Platform': 'web',
    'X-Product': window.location.hostname,
    Authorization: 'Bearer tok',
  });
});
