import { currentUserQuery } from '../data/currentUserQuery';
import { getQueryClient } from '../data/queryClient';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { calledPaths, fakeResponse, installFetchMock, requestHeaders } from '../testing/fakeFetch';
import { installFakeSystem, removeFakeSystem } from '../testing/fakeSystem';
import { serveQueryLibrary } from '../testing/queryLibrary';
import { testUser } from '../testing/testUser';
import { clientSummaries$ } from '../user/clientSummaries';
import { readCachedUser, writeCachedUser } from './cachedUser';
import { logout } from './logout';
import { sessionStart$ } from './sessionStart';
import { readTokenCookie, writeTokenCookie } from './tokenCookie';

function signedIn() {
  writeTokenCookie('tok');
  session$.next({ token: 'tok' });
  const user = testUser();
  user$.next(user);
  writeCachedUser(user);
  clientSummaries$.next({ 1: { cash: 500 } });
  sessionStart$.next(Date.now());
}

function expectSignedOut() {
  expect(readTokenCookie()).toBeNull();
  expect(session$.getValue()).toEqual({ token: null });
  expect(user$.getValue()).toBeNull();
  expect(clientSummaries$.getValue()).toEqual({});
  expect(readCachedUser()).toBeNull();
  expect(sessionStart$.getValue()).toBeNull();
}

it('calls DELETE /auth with the token, then clears token, user, bonuses and cached user', async () => {
  const fetchMock = installFetchMock();
  fetchMock.mockResolvedValue(fakeResponse({ body: { status: 'success' } }));
  signedIn();

  await logout();

  expect(fetchMock.mock.calls[0][1]?.method).toBe('DELETE');
  expect(calledPaths(fetchMock)).toEqual(['/auth']);
  expect(requestHeaders(fetchMock).get('Authorization')).toBe('Bearer tok');
  expectSignedOut();
});

it('clears everything even when DELETE /auth fails', async () => {
  const fetchMock = installFetchMock();
  fetchMock
    .mockResolvedValueOnce(fakeResponse({ status: 500 }))
    .mockRejectedValueOnce(new TypeError('offline'));

  signedIn();
  await logout();
  expectSignedOut();

  signedIn();
  await logout();
  expectSignedOut();
});

it('makes one DELETE /auth for logouts requested together', async () => {
  const fetchMock = installFetchMock();
  fetchMock.mockResolvedValue(fakeResponse({ body: { status: 'success' } }));
  signedIn();

  await Promise.all([logout(), logout(), logout()]);

  expect(fetchMock).toHaveBeenCalledTimes(1);
  expectSignedOut();
});

it('forgets every cached query, so nothing of the player shows after a logout', async () => {
  const system = installFakeSystem();
  serveQueryLibrary(system);
  installFetchMock().mockResolvedValue(fakeResponse({ body: { status: 'success' } }));
  signedIn();
  const client = await getQueryClient();
  client.setQueryData(['users', 'limits'], { data: [] });
  expect(client.getQueryData(currentUserQuery.queryKey)).toEqual(user$.getValue());

  await logout();

  expect(client.getQueryCache().getAll()).toEqual([]);
  removeFakeSystem();
});
