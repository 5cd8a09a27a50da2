import FakePusher from '../testing/fakePusher';
import { calledPaths, fakeResponse, installFetchMock } from '../testing/fakeFetch';
import { testUser } from '../testing/testUser';
import { session$ } from '../streams/session';
import { unauthorized$ } from '../streams/unauthorized';
import { user$ } from '../streams/user';
import { writeCachedUser } from './cachedUser';
import { CURRENT_USER_PATH } from './currentUserResponse';
import { startSession } from './startSession';

jest.mock('pusher-js', () => jest.requireActual('../testing/fakePusher'));

it('starts once: shows the cached user, reads the user and the current terms and wires token handling and realtime', async () => {
  const fetchMock = installFetchMock();
  fetchMock.mockImplementation(async (url) =>
    url.endsWith('/auth/refresh')
      ? fakeResponse({ body: { status: 'success', token: 'new' } })
      : fakeResponse({ body: { data: testUser({ balance: 42 }) } }),
  );
  const cached = testUser({ balance: 1 });
  writeCachedUser(cached);
  session$.next({ token: 'tok' });

  startSession();
  startSession();

  expect(user$.getValue()).toEqual(cached);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(calledPaths(fetchMock)).toEqual(['/auth/session', '/terms/current', CURRENT_USER_PATH]);
  expect(user$.getValue()?.balance).toBe(42);
  expect(FakePusher.instances).toHaveLength(1);
  expect(FakePusher.instances[0].channels.has('private-user.5')).toBe(true);

  unauthorized$.next({ token_status: { id: 1 } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(calledPaths(fetchMock).filter((path) => path === '/auth/refresh')).toHaveLength(1);
});
