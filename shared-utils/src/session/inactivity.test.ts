import type { Subscription } from 'rxjs';
import { config$ } from '../config/config';
import { defaultConfig } from '../config/defaultConfig';
import { modal$ } from '../modal/modalNavigation';
import { session$ } from '../streams/session';
import { calledPaths, fakeResponse, installFetchMock, type FetchMock } from '../testing/fakeFetch';
import { LAST_ACTIVITY_KEY, watchInactivityTimeout } from './inactivity';

const START = new Date('2024-01-05T10:00:00Z').getTime();

let fetchMock: FetchMock;
let subscription: Subscription;

function start(inactivityTimeoutMs: number) {
  config$.next({ ...defaultConfig, inactivityTimeoutMs });
  subscription = watchInactivityTimeout();
}

const scroll = () => window.dispatchEvent(new Event('scroll'));
const lastActivity = () => Number(localStorage.getItem(LAST_ACTIVITY_KEY));

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  localStorage.clear();
  window.history.replaceState(null, '', '/betting');
  fetchMock = installFetchMock();
  fetchMock.mockResolvedValue(fakeResponse({ body: { status: 'success' } }));
  session$.next({ token: 'tok' });
});

afterEach(() => {
  subscription.unsubscribe();
  config$.next(defaultConfig);
  jest.useRealTimers();
});

it('is off when the timeout is 0', async () => {
  start(0);
  await jest.advanceTimersByTimeAsync(24 * 3600_000);

  expect(fetchMock).not.toHaveBeenCalled();
  expect(session$.getValue().token).toBe('tok');
  expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
});

it('logs out and opens session-expired once the timeout passes, checking every 5 s', async () => {
  start(12_000);
  expect(lastActivity()).toBe(START);

  await jest.advanceTimersByTimeAsync(14_999);
  expect(fetchMock).not.toHaveBeenCalled();

  await jest.advanceTimersByTimeAsync(1);
  expect(calledPaths(fetchMock)).toEqual(['/auth']);
  expect(fetchMock.mock.calls[0][1]?.method).toBe('DELETE');
  expect(session$.getValue().token).toBeNull();
  expect(modal$.getValue().name).toBe('session-expired');
  expect(window.location.pathname).toBe('/betting');
  expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
});

it('refreshes the last activity on scroll at most every 5 s', async () => {
  start(60_000);

  await jest.advanceTimersByTimeAsync(10_000);
  scroll();
  expect(lastActivity()).toBe(START + 10_000);

  await jest.advanceTimersByTimeAsync(2_000);
  scroll();
  expect(lastActivity()).toBe(START + 10_000);

  await jest.advanceTimersByTimeAsync(3_000);
  scroll();
  expect(lastActivity()).toBe(START + 15_000);

  await jest.advanceTimersByTimeAsync(59_999);
  expect(fetchMock).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(5_001);
  expect(session$.getValue().token).toBeNull();
});

it('counts activity stored by another tab', async () => {
  start(20_000);
  await jest.advanceTimersByTimeAsync(15_000);
  localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));

  await jest.advanceTimersByTimeAsync(15_000);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('expires a session whose last activity is older than the timeout on reload', async () => {
  localStorage.setItem(LAST_ACTIVITY_KEY, String(START - 3600_000));
  start(60_000);

  await jest.advanceTimersByTimeAsync(5_000);
  expect(session$.getValue().token).toBeNull();
});

it('does nothing while signed out', async () => {
  session$.next({ token: null });
  start(1_000);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fetchMock).not.toHaveBeenCalled();
});
