import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { fakeResponse, installFetchMock } from '../testing/fakeFetch';
import { testUser } from '../testing/testUser';
import { readCachedUser } from './cachedUser';
import { refreshUser } from './refreshUser';
import { sessionStart$ } from './sessionStart';

beforeEach(() => {
  user$.next(null);
  sessionStart$.next(null);
});

it('does nothing while signed out', async () => {
  const fetchMock = installFetchMock();
  session$.next({ token: null });

  expect(await refreshUser()).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('publishes the user with meta.locale merged in and caches it', async () => {
  const fetchMock = installFetchMock();
  session$.next({ token: 'tok' });
  const locale = { available_limits: [], bank_document_required: true };
  fetchMock.mockResolvedValue(fakeResponse({ body: { data: testUser(), meta: { locale } } }));

  const user = await refreshUser();

  expect(user?.locale).toEqual(locale);
  expect(user$.getValue()).toBe(user);
  expect(readCachedUser()).toEqual(user);
  expect(sessionStart$.getValue()).toBeNull();
});

it('swallows errors and keeps the current user', async () => {
  const fetchMock = installFetchMock();
  session$.next({ token: 'tok' });
  const current = testUser();
  user$.next(current);
  fetchMock.mockResolvedValue(fakeResponse({ status: 500 }));

  await expect(refreshUser()).resolves.toBeNull();
  expect(user$.getValue()).toBe(current);
});

it('drops an answer that arrives after the session ended', async () => {
  const fetchMock = installFetchMock();
  session$.next({ token: 'tok' });
  fetchMock.mockImplementation(async () => {
    session$.next({ token: null });
    return fakeResponse({ body: { data: testUser() } });
  });

  expect(await refreshUser()).toBeNull();
  expect(user$.getValue()).toBeNull();
});
