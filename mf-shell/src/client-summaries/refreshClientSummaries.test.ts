import { clientSummaries$, config$ } from '@portal/shared-utils';
import {
  calledPaths,
  fakeResponse,
  installFetchMock,
  mockRoutes,
  testConfig,
} from '@portal/shared-utils/testing';
import { refreshClientSummaries } from './refreshClientSummaries';

beforeEach(() => {
  config$.next(testConfig());
  clientSummaries$.next({});
});

it('merges the summaries of a client app into clientSummaries$', async () => {
  const fetchMock = installFetchMock();
  clientSummaries$.next({ 1: { cash: 100 } });
  fetchMock.mockResolvedValue(fakeResponse({ body: { data: { 2: { cash: 500, ticket: 3 } } } }));

  await refreshClientSummaries(2);

  expect(calledPaths(fetchMock)).toEqual(['/users/client_summaries?client_id=2']);
  expect(clientSummaries$.getValue()).toEqual({ 1: { cash: 100 }, 2: { cash: 500, ticket: 3 } });
});

it('asks for each client app on offer by its client_id when no client is named', async () => {
  const fetchMock = installFetchMock();
  mockRoutes(fetchMock, {
    'GET /users/client_summaries?client_id=1': () =>
      fakeResponse({ body: { data: { 1: { active_bet_count: 3 } } } }),
    'GET /users/client_summaries?client_id=2': () =>
      fakeResponse({ body: { data: { 2: { bonuses: { ticket: 2 } } } } }),
  });

  await refreshClientSummaries();

  expect(calledPaths(fetchMock).sort()).toEqual([
    '/users/client_summaries?client_id=1',
    '/users/client_summaries?client_id=2',
  ]);
  expect(clientSummaries$.getValue()).toEqual({
    1: { active_bet_count: 3 },
    2: { bonuses: { ticket: 2 } },
  });
});

it('asks only for the betting app when fantasy is off', async () => {
  const fetchMock = installFetchMock();
  config$.next(testConfig({ features: { ...testConfig().features, fantasy: false } }));
  fetchMock.mockResolvedValue(fakeResponse({ body: { data: {} } }));

  await refreshClientSummaries();

  expect(calledPaths(fetchMock)).toEqual(['/users/client_summaries?client_id=1']);
});

it('keeps the shown bonuses when the call fails', async () => {
  const fetchMock = installFetchMock();
  clientSummaries$.next({ 1: { cash: 100 } });
  fetchMock.mockResolvedValue(fakeResponse({ status: 500 }));

  await refreshClientSummaries(1);

  expect(clientSummaries$.getValue()).toEqual({ 1: { cash: 100 } });
});
