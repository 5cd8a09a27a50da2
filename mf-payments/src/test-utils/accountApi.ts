import {
  config$,
  notifications$,
  session$,
  user$,
  type Notification,
  type PortalConfig,
} from '@portal/shared-utils';
import {
  fakeResponse,
  installFetchMock,
  testConfig,
  testUser,
  type FetchMock,
  type Route,
} from '@portal/shared-utils/testing';
import { act } from '@testing-library/react';
import { paymentDetailRoutes, playerFields, type TestPlayer } from './paymentDetailsApi';

/**
 * For the account pages' tests: a signed-in player (and region), and the API answered by routes keyed
 * "METHOD /path?query", else "METHOD /path" whatever the query string; GET /users/current answers
 * with the player as published, and with one of their payment details when its embed is asked.
 */
export function setUpAccount(
  routes: Record<string, Route>,
  user: TestPlayer = {},
  config: Partial<PortalConfig> = {},
): FetchMock {
  const player = testUser(playerFields(user));
  act(() => {
    config$.next({ ...testConfig(), ...config });
    session$.next({ token: 'tok' });
    user$.next(player);
  });
  const fetchMock = installFetchMock();
  const answers: Record<string, Route> = {
    'GET /users/current': () => jsonResponse({ data: user$.getValue() ?? player }),
    ...paymentDetailRoutes(user),
    ...routes,
  };
  fetchMock.mockImplementation(async (url, init) => {
    const { pathname, search } = new URL(url);
    const method = init?.method ?? 'GET';
    const route = answers[`${method} ${pathname}${search}`] ?? answers[`${method} ${pathname}`];
    return route ? route(init) : jsonResponse({ errors: { error: ['Not found.'] } }, 404);
  });
  return fetchMock;
}

const jsonResponse = (body: unknown, status = 200) => fakeResponse({ status, body });

/**
 * The calls made to "METHOD /path" (whatever the query string) or "METHOD /path?query", oldest
 * first, as [query, body].
 */
export function callsTo(fetchMock: FetchMock, route: string) {
  const [method, target] = route.split(' ');
  const called = (url: URL) => (target.includes('?') ? url.pathname + url.search : url.pathname);
  return fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && called(new URL(url)) === target)
    .map(([url, init]) => ({ query: new URL(url).searchParams, body: init?.body }));
}

/** The notices each test shows (call at the top of a test file). */
export function collectNotices(): Notification[] {
  const shown: Notification[] = [];
  notifications$.subscribe((notice) => shown.push(notice));
  beforeEach(() => {
    shown.length = 0;
  });
  return shown;
}
