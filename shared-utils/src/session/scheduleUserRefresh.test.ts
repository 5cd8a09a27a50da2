import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { calledPaths, fakeResponse, installFetchMock } from '../testing/fakeFetch';
import { testUser } from '../testing/testUser';
import { CURRENT_USER_PATH } from './currentUserResponse';
import { scheduleUserRefresh } from './scheduleUserRefresh';

beforeEach(() => {
  jest.useFakeTimers();
  session$.next({ token: 'tok' });
  user$.next(null);
});

afterEach(() => jest.useRealTimers());

it('re-reads the user 60 s after each change, restarting the countdown on every change', async () => {
  const fetchMock = installFetchMock();
  fetchMock.mockResolvedValue(fakeResponse({ body: { data: testUser({ balance: 1 }) } }));
  const subscription = scheduleUserRefresh();

  user$.next(testUser());
  await jest.advanceTimersByTimeAsync(30_000);
  user$.next(testUser({ balance: 99 }));
  await jest.advanceTimersByTimeAsync(59_999);
  expect(fetchMock).not.toHaveBeenCalled();

  await jest.advanceTimersByTimeAsync(1);
  expect(calledPaths(fetchMock)).toEqual([CURRENT_USER_PATH]);
  expect(user$.getValue()?.balance).toBe(1);

  await jest.advanceTimersByTimeAsync(60_000);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  subscription.unsubscribe();
});

it('stops when the user signs out', async () => {
  const fetchMock = installFetchMock();
  const subscription = scheduleUserRefresh();

  user$.next(testUser());
  user$.next(null);
  await jest.advanceTimersByTimeAsync(120_000);

  expect(fetchMock).not.toHaveBeenCalled();
  subscription.unsubscribe();
});
