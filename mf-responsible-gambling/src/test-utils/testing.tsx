// Helpers for the tests of @portal/responsible-gambling: region, session, requests and toasts.
import {
  config$,
  session$,
  user$,
  type Region,
  type User,
  type UsState,
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
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { LimitOption } from '../limits/limitTypes';

export const API_BASE = 'http://localhost:9001';

const durations = [
  { id: 1, name: 'Daily' },
  { id: 2, name: 'Weekly' },
  { id: 3, name: 'Fortnightly' },
  { id: 4, name: 'Monthly' },
];

/** The limit types GET /users/current offers outside the US (meta.locale.available_limits). */
const WAITS = { loosening_wait_hours: 168, confirm_within_hours: 168 };

export const AU_LIMITS: LimitOption[] = [
  { id: 1, name: 'Deposit', has_amount: true, unit: 'cents', durations, ...WAITS },
  { id: 2, name: 'Spending', has_amount: true, unit: 'cents', durations, ...WAITS },
];

/** The US adds the daily time limit, which has no amount. */
export const US_LIMITS: LimitOption[] = [
  ...AU_LIMITS,
  {
    id: 3,
    name: 'Time',
    has_amount: true,
    unit: 'minutes',
    durations: [{ id: 1, name: 'Daily' }],
    loosening_wait_hours: 24,
    confirm_within_hours: 168,
  },
];

/** Signed out, on `url`, in `region` (and US state). */
export function resetState(region: Region = 'AU', usState: UsState = 'IA', url = '/account'): void {
  act(() => {
    config$.next({ ...testConfig(), region, usState });
    session$.next({ token: null });
    user$.next(null);
  });
  window.history.replaceState(null, '', url);
}

/** A player of the region, with its limit types on offer unless overridden. */
export function playerOf(region: Region, overrides: Partial<User> = {}): User {
  return testUser({
    country: region,
    locale: {
      available_limits: region === 'US' ? US_LIMITS : AU_LIMITS,
      bank_document_required: false,
    },
    ...overrides,
  });
}

/** Signs `player` in (token 't') and publishes them on user$. */
export function signIn(player: User): User {
  act(() => {
    session$.next({ token: 't' });
    user$.next(player);
  });
  return player;
}

export const ok =
  (body: unknown = { status: 'success' }): Route =>
  () =>
    fakeResponse({ body });

/** A refused call: `status` with an errors body. */
export const refused =
  (errors: Record<string, string[]>, status = 422): Route =>
  () =>
    fakeResponse({ status, body: { errors } });

/** A call that never settles, to look at the page while it runs. */
export const never: Route = () => new Promise<Response>(() => undefined);

/**
 * Installs the fetch mock answering `routes`; GET /users/current answers with `player` (the
 * page's refresh on load) unless routed, and DELETE /auth (logout) with success.
 */
export function mockApi(routes: Record<string, Route>, player?: User): FetchMock {
  const fetchMock = installFetchMock();
  mockRoutes(fetchMock, {
    ...(player ? { [`GET ${CURRENT_USER_PATH}`]: ok({ data: player }) } : {}),
    'DELETE /auth': ok(),
    ...routes,
  });
  return fetchMock;
}

/** The requests other than the current-user refresh. */
export function actions(fetchMock: FetchMock): SentRequest[] {
  return sentRequests(fetchMock).filter(({ path }) => path !== CURRENT_USER_PATH);
}

/**
 * What every page test sets up: the toasts of each test; `render` answers `routes` (see mockApi),
 * signs `player` in and renders `ui`; `actions` lists what the page then sent.
 */
export function pageTest() {
  const toasts = collectToasts();
  let fetchMock: FetchMock | null = null;
  const rendered = () => {
    if (!fetchMock) throw new Error('Render the page first');
    return fetchMock;
  };
  return {
    toasts,
    render(ui: ReactElement, player: User, routes: Record<string, Route> = {}) {
      fetchMock = mockApi(routes, player);
      signIn(player);
      return renderWithUser(ui);
    },
    fetchMock: rendered,
    actions: () => actions(rendered()),
  };
}

/** Renders `ui` with a fresh query cache (as the page provides one) and a user-event session. */
export function renderWithUser(ui: ReactElement) {
  return { ...render(ui, { wrapper: queryWrapper().wrapper }), user: userEvent.setup() };
}

/** The open dialog (there is at most one). */
export const dialog = () => screen.getByRole('dialog');

export { collectToasts, sentRequests, type SentRequest };
