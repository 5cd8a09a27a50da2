// Helpers for the tests of @portal/account-profile: configuration, session, toasts and requests.
import {
  config$,
  session$,
  tutorial$,
  user$,
  type ModalBodyProps,
  type Region,
  type User,
} from '@portal/shared-utils';
import {
  collectToasts,
  fakeResponse,
  installFetchMock,
  queryWrapper,
  testConfig,
  mockRoutes,
  testUser,
  type FetchMock,
  sentRequests,
  type Route,
  type SentRequest,
  CURRENT_USER_PATH,
} from '@portal/shared-utils/testing';
import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ProfilePage } from '../profile/ProfilePage';

export const API_BASE = 'http://localhost:9001';

/** Signed out, the shipped configuration (or `region`), no tutorial, on `url` without a modal. */
export function resetState(url = '/account/profile', region: Region = 'AU'): void {
  act(() => {
    config$.next({ ...testConfig(), region });
    session$.next({ token: null });
    user$.next(null);
    tutorial$.next(false);
  });
  window.history.replaceState(null, '', url);
  act(() => window.dispatchEvent(new PopStateEvent('popstate')));
}

/** Signs a player in (token 't') and publishes them on user$. */
export function signIn(overrides: Partial<User> = {}): User {
  const user = testUser(overrides);
  act(() => {
    session$.next({ token: 't' });
    user$.next(user);
  });
  return user;
}

/** The answer of GET and POST /users/current with `user`. */
export function currentUserResponse(user: User) {
  return fakeResponse({ body: { data: user } });
}

/** A refused call: `status` with an errors body (and meta). */
export function refused(status: number, errors: Record<string, string[]>, meta?: object) {
  return fakeResponse({ status, body: meta ? { errors, meta } : { errors } });
}

/** Installs the fetch mock answering `routes`, GET /users/current with `user` unless routed. */
export function mockApi(routes: Record<string, Route>, user?: User): FetchMock {
  const fetchMock = installFetchMock();
  mockRoutes(fetchMock, {
    ...(user ? { [`GET ${CURRENT_USER_PATH}`]: () => currentUserResponse(user) } : {}),
    ...routes,
  });
  return fetchMock;
}

/**
 * Renders `ui` in the browser's history (as the layout does), with a fresh query cache (as the page
 * provides one) and a user-event session.
 */
export function renderRouted(ui: ReactElement) {
  const result = render(<BrowserRouter>{ui}</BrowserRouter>, { wrapper: queryWrapper().wrapper });
  return { ...result, user: userEvent.setup() };
}

/** Renders a modal body with a fresh query cache, a close() spy and a user-event session. */
export function renderModal(Modal: (props: ModalBodyProps) => ReactElement | null) {
  const close = jest.fn();
  const result = render(<Modal params={{}} state={null} close={close} />, {
    wrapper: queryWrapper().wrapper,
  });
  return { ...result, close, user: userEvent.setup() };
}

/**
 * Signs `player` in, answers `routes` (GET /users/current with `player` unless routed), renders
 * /account/profile and waits for its refresh on load.
 */
export async function renderProfilePage(player: User, routes: Record<string, Route> = {}) {
  const fetchMock = mockApi(routes, player);
  signIn(player);
  const rendered = renderRouted(<ProfilePage />);
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  return { ...rendered, fetchMock };
}

export { collectToasts, sentRequests, type SentRequest };
