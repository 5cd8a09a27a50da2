import {
  config$,
  notifications$,
  session$,
  user$,
  type Notification,
  type PortalConfig,
  type User,
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

/**
 * For the account pages' tests: a signed-in player (and region), and the API answered by routes keyed
 * "METHOD /path" whatever the query string; GET /users/current answers with the player as published.
 */
export function setUpAccount(
  routes: Record<string, Route>,
  user: Partial<User> = {},
  config: Partial<PortalConfig> = {},
): FetchMock {
  const player = testUser(user);
  act(() => {
    config$.next({ ...testConfig(), ...config });
    session$.next({ token: 'tok' });
    user$.next(player);
  });
  const fetchMock = installFetchMock();
  const answers: Record<string, Route> = {
    'GET /users/current': () => jsonResponse({ data: user$.getValue() ?? player }),
    ...routes,
  };
  fetchMock.mockImplementation(async (url, init) => {
    const path = new URL(url).pathname;
    const route = answers[`${init?.method ?? 'GET'} ${path}`];
    return route ? route(init) : jsonResponse({ errors: { error: ['Not found.'] } }, 404);
  });
  return fetchMock;
}

const jsonResponse = (body: unknown, status = 200) => fakeResponse({ status, body });

/** The calls made to "METHOD /path", oldest first, as [query, body]. */
export function callsTo(fetchMock: FetchMock, route: string) {
  const [method, path] = route.split(' ');
  return fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(url).pathname === path)
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
