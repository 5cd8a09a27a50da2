import type { Subscription } from 'rxjs';
import { apiGet } from '../api/apiRequest';
import { notifications$, type Notification } from '../streams/notifications';
import { session$ } from '../streams/session';
import { unauthorized$ } from '../streams/unauthorized';
import { user$ } from '../streams/user';
import {
  calledPaths,
  fakeResponse,
  installFetchMock,
  mockRoutes,
  requestHeaders,
  type FetchMock,
} from '../testing/fakeFetch';
import { testUser } from '../testing/testUser';
import { handleUnauthorized } from './handleUnauthorized';
import { readTokenCookie, writeTokenCookie } from './tokenCookie';

const expired = (id: number) =>
  fakeResponse({
    status: 401,
    body: {
      errors: { error: ['Unauthenticated.'] },
      meta: { token_status: { id, name: 'status' } },
    },
  });

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let fetchMock: FetchMock;
let subscription: Subscription;

beforeEach(() => {
  fetchMock = installFetchMock();
  writeTokenCookie('old');
  session$.next({ token: 'old' });
  user$.next(testUser());
  subscription = handleUnauthorized();
});

afterEach(() => subscription.unsubscribe());

const count = (path: string) => calledPaths(fetchMock).filter((called) => called === path).length;

it('makes exactly one POST /auth/refresh when 20 calls fail with token status 1 at once', async () => {
  let answerRefresh: (response: Response) => void = () => undefined;
  mockRoutes(fetchMock, {
    'GET /wallets/transactions': () => expired(1),
    'POST /auth/refresh': () => new Promise((resolve) => (answerRefresh = resolve)),
  });

  await Promise.allSettled(Array.from({ length: 20 }, () => apiGet('/wallets/transactions')));
  answerRefresh(fakeResponse({ body: { status: 'success', token: 'new' } }));
  await flush();

  expect(count('/auth/refresh')).toBe(1);
  expect(requestHeaders(fetchMock, 20).get('Authorization')).toBe('Bearer old');
  expect(session$.getValue()).toEqual({ token: 'new' });
  expect(readTokenCookie()).toBe('new');
  expect(count('/auth')).toBe(0);
});

it('ignores failures of calls that used a token already replaced', async () => {
  mockRoutes(fetchMock, {
    'POST /auth/refresh': () => fakeResponse({ body: { status: 'success', token: 'new' } }),
  });

  unauthorized$.next({ token_status: { id: 1 }, token: 'old' });
  await flush();
  unauthorized$.next({ token_status: { id: 1 }, token: 'old' });
  await flush();

  expect(count('/auth/refresh')).toBe(1);
  expect(session$.getValue().token).toBe('new');
});

it('logs out when the refresh fails', async () => {
  mockRoutes(fetchMock, {
    'GET /wallets/transactions': () => expired(1),
    'POST /auth/refresh': () => expired(3),
    'DELETE /auth': () => fakeResponse({ body: { status: 'success' } }),
  });

  await Promise.allSettled(Array.from({ length: 20 }, () => apiGet('/wallets/transactions')));
  await flush();

  expect(count('/auth/refresh')).toBe(1);
  expect(count('/auth')).toBe(1);
  expect(session$.getValue().token).toBeNull();
  expect(user$.getValue()).toBeNull();
  expect(readTokenCookie()).toBeNull();
});

it.each([2, 3])(
  'ends the session here on token status %i, with no refresh and no DELETE /auth',
  async (id) => {
    mockRoutes(fetchMock, { 'GET /users/current': () => expired(id) });

    await apiGet('/users/current').catch(() => undefined);
    await flush();

    expect(calledPaths(fetchMock)).toEqual(['/users/current']);
    expect(session$.getValue().token).toBeNull();
    expect(user$.getValue()).toBeNull();
    expect(readTokenCookie()).toBeNull();
  },
);

it('says why when the server ended the session (token status 4)', async () => {
  const reason = 'You have reached your daily time limit of 1 h. You can log in again from …';
  const shown: Notification[] = [];
  const toasts = notifications$.subscribe((notification) => shown.push(notification));
  mockRoutes(fetchMock, {
    'GET /auth/session': () =>
      fakeResponse({
        status: 401,
        body: { errors: { error: [reason] }, meta: { token_status: { id: 4, name: 'ended' } } },
      }),
  });

  await apiGet('/auth/session').catch(() => undefined);
  await flush();
  toasts.unsubscribe();

  expect(calledPaths(fetchMock)).toEqual(['/auth/session']);
  expect(session$.getValue().token).toBeNull();
  expect(shown).toEqual([
    expect.objectContaining({
      type: 'warning',
      title: 'You have been logged out',
      message: reason,
    }),
  ]);
});

it('ignores 401s while signed out', async () => {
  session$.next({ token: null });
  unauthorized$.next({ token_status: { id: 1 } });
  await flush();
  expect(fetchMock).not.toHaveBeenCalled();
});
