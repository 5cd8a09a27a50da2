import { calledPaths, fakeResponse, installFetchMock } from '../testing/fakeFetch';
import { clientSummaries$ } from './clientSummaries';
import { refreshClientSummaries } from './refreshClientSummaries';

beforeEach(() => clientSummaries$.next({}));

it('merges the summaries of a client app into clientSummaries$', async () => {
  const fetchMock = installFetchMock();
  clientSummaries$.next({ 1: { cash: 100 } });
  fetchMock.mockResolvedValue(fakeResponse({ body: { data: { 2: { cash: 500, ticket: 3 } } } }));

  await refreshClientSummaries(2);

  expect(calledPaths(fetchMock)).toEqual(['/users/client_summaries?client_id=2']);
  expect(clientSummaries$.getValue()).toEqual({ 1: { cash: 100 }, 2: { cash: 500, ticket: 3 } });
});

it('keeps the shown bonuses when the call fails', async () => {
  const fetchMock = installFetchMock();
  clientSummaries$.next({ 1: { cash: 100 } });
  fetchMock.mockResolvedValue(fakeResponse({ status: 500 }));

  await refreshClientSummaries();

  expect(calledPaths(fetchMock)).toEqual(['/users/client_summaries']);
  expect(clientSummaries$.getValue()).toEqual({ 1: { cash: 100 } });
});
