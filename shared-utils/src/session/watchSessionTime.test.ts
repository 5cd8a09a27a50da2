import type { Subscription } from 'rxjs';
import { session$ } from '../streams/session';
import { calledPaths, fakeResponse, installFetchMock, type FetchMock } from '../testing/fakeFetch';
import { HEARTBEAT_MS, watchSessionTime } from './watchSessionTime';

let fetchMock: FetchMock;
let subscription: Subscription;
let timeLeft: number | null;

const beats = () => calledPaths(fetchMock).filter((path) => path === '/auth/session').length;

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = installFetchMock();
  timeLeft = null;
  fetchMock.mockImplementation(async () =>
    fakeResponse({ body: { data: { time_left_seconds: timeLeft } } }),
  );
  session$.next({ token: 'tok' });
});

function start() {
  subscription = watchSessionTime();
}

afterEach(() => {
  subscription.unsubscribe();
  session$.next({ token: null });
  jest.useRealTimers();
});

it('tells the API the page is open at once and then every minute while signed in', async () => {
  start();
  await jest.advanceTimersByTimeAsync(0);
  expect(beats()).toBe(1);
  await jest.advanceTimersByTimeAsync(HEARTBEAT_MS);
  expect(beats()).toBe(2);
  session$.next({ token: null });
  await jest.advanceTimersByTimeAsync(3 * HEARTBEAT_MS);
  expect(beats()).toBe(2);
});

it('comes back just after the daily time limit runs out when that is within the minute', async () => {
  timeLeft = 20;
  start();
  await jest.advanceTimersByTimeAsync(0);
  expect(beats()).toBe(1);
  await jest.advanceTimersByTimeAsync(20_900);
  expect(beats()).toBe(1);
  await jest.advanceTimersByTimeAsync(200);
  expect(beats()).toBe(2);
});
