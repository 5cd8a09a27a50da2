import type { Subscription } from 'rxjs';
import { apiGet } from '../api/apiRequest';
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

it.each([2, 3])('logs out on token status %i without trying a refresh', async (id) => {
  mockRoutes(fetchMock, {
    'GET /users/current': () => expired(id),
    'DELETE /auth': () => expired(id),
  });

  await apiGet('/users/current').catch(() => undefined);
  await flush();

  expect(count('/auth/refresh')).toBe(0);
  expect(count('/auth')).toBe(1);
  expect(session$.getValue().token).toBeNull();
  expect(user$.getValue()).toBeNull();
});

it('ignores 401s while signed out', async () => {
  session$.next({ token: null });
  unauthorized$.next({ token_status: { id: 1 } });
  await flush();
  expect(fetchMock).not.toHaveBeenCalled();
});
