import { config$, session$, user$ } from '@portal/shared-utils';
import {
  fakeResponse,
  installFetchMock,
  testConfig,
  mockRoutes,
  testUser,
  type FetchMock,
  type Route,
} from '@portal/shared-utils/testing';
import { act } from '@testing-library/react';
import { paymentDetailRoutes, playerFields, type TestPlayer } from './paymentDetailsApi';

export const META = {
  min_deposit: 100,
  max_deposit: 50000000,
  min_blueshyft_deposit: 1000,
  max_blueshyft_deposit: 800000,
  deposit_request_types: { 1: 'Credit Card', 3: 'BPAY', 4: 'EFT', 5: 'Cash In-store', 14: 'PayID' },
};

export const CARD_ENTRY = {
  user_id: 5,
  deposit_request_type: { id: 1, name: 'Credit Card' },
  card: { id: 7, label: '400555******0001', funding: 'debit', usable: true, unusable_reason: null },
  blocked: false,
  unblocks_at: null,
};

/** A saved credit card the Australian rule refuses, with the API's words for why. */
export const REFUSED_CARD_ENTRY = {
  user_id: 5,
  deposit_request_type: { id: 1, name: 'Credit Card' },
  card: {
    id: 8,
    label: '512345******2403',
    funding: 'credit',
    usable: false,
    unusable_reason:
      "Credit cards can't be used to gamble online in Australia. Use a debit card or another deposit method.",
  },
  blocked: false,
  unblocks_at: null,
};

export const method = (id: number, name: string) => ({
  user_id: 5,
  deposit_request_type: { id, name },
  card: null,
  blocked: false,
  unblocks_at: null,
});

export const PROMOTIONS = [
  {
    id: 2,
    name: 'Fantasy Bonus',
    client: { id: 2, name: 'Fantasy' },
    rules: { max_bonus_amount: 5000, never_expire: true },
    expired_at: null,
  },
  {
    id: 1,
    name: 'Deposit Bonus',
    client: { id: 1, name: 'PlayUp' },
    rules: { max_bonus_amount: 10000, never_expire: false },
    expired_at: '2030-12-31T12:00:00',
  },
];

export const json =
  (body: unknown, status = 200): Route =>
  () =>
    fakeResponse({ status, body });

/** The JSON body of the last call to `path` ("METHOD /path"). */
export function bodyOf(fetchMock: FetchMock, route: string): unknown {
  const [method, path] = route.split(' ');
  const call = [...fetchMock.mock.calls]
    .reverse()
    .find(([url, init]) => url.endsWith(path) && (init?.method ?? 'GET') === method);
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

/**
 * A signed-in player, the AU config and the deposit calls answered as the API does, their payment
 * details included.
 */
export function setUpDeposit(
  routes: Record<string, Route> = {},
  user: TestPlayer = {},
  entries: unknown[] = [CARD_ENTRY, method(14, 'PayID')],
) {
  act(() => {
    config$.next(testConfig());
    session$.next({ token: 'tok' });
    user$.next(testUser(playerFields(user)));
  });
  window.history.replaceState(null, '', '/betting');
  const fetchMock = installFetchMock();
  mockRoutes(fetchMock, {
    'GET /users/deposit_request_types': json({ data: entries, meta: META }),
    'GET /users/promotions/deposit': json({ data: PROMOTIONS }),
    'GET /deposit/blueshyft/pending_code': json({ data: [] }),
    ...paymentDetailRoutes(user),
    ...routes,
  });
  return fetchMock;
}
