import { apiStatus$ } from '../api/apiStatus';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { calledPaths, fakeResponse, installFetchMock } from '../testing/fakeFetch';
import { testUser } from '../testing/testUser';
import { CURRENT_USER_PATH } from './currentUserResponse';
import { healthCheckDelayMs, watchApiOutage } from './watchApiOutage';

beforeEach(() => {
  jest.useFakeTimers();
  apiStatus$.next('available');
  session$.next({ token: 'tok' });
  user$.next(testUser({ balance: 100 }));
});

afterEach(() => jest.useRealTimers());

it('waits longer between health checks, up to 15 s', () => {
  expect([1, 2, 3, 4, 5, 6].map(healthCheckDelayMs)).toEqual([
    1000, 2000, 4000, 8000, 15_000, 15_000,
  ]);
});

it('checks the health while the API is unreachable, then reads the user again and keeps the session', async () => {
  const fetchMock = installFetchMock();
  let down = true;
  fetchMock.mockImplementation(async (url) => {
    if (down) throw new TypeError('Failed to fetch');
    return url.endsWith('/health')
      ? fakeResponse({ body: { status: 'ok' } })
      : fakeResponse({ body: { data: testUser({ balance: 2500 }) } });
  });
  const watching = watchApiOutage();

  apiStatus$.next('unreachable');
  await jest.advanceTimersByTimeAsync(0);
  await jest.advanceTimersByTimeAsync(1000);
  await jest.advanceTimersByTimeAsync(2000);
  expect(calledPaths(fetchMock)).toEqual(['/health', '/health', '/health']);
  expect(apiStatus$.getValue()).toBe('unreachable');
  expect(session$.getValue().token).toBe('tok');

  down = false;
  await jest.advanceTimersByTimeAsync(4000);
  expect(apiStatus$.getValue()).toBe('available');
  expect(calledPaths(fetchMock).slice(-2)).toEqual(['/health', CURRENT_USER_PATH]);
  expect(user$.getValue()?.balance).toBe(2500);

  await jest.advanceTimersByTimeAsync(60_000);
  expect(calledPaths(fetchMock)).toHaveLength(5);
  watching.unsubscribe();
});
