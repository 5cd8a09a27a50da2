import { calledPaths, fakeResponse, installFetchMock } from '../testing/fakeFetch';
import { apiGet } from './apiRequest';
import { apiStatus$ } from './apiStatus';

beforeEach(() => apiStatus$.next('available'));

it('marks the API unreachable when a call gets no answer, and available at its next answer', async () => {
  const fetchMock = installFetchMock();
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(apiGet('/users/current')).rejects.toMatchObject({ status: 0 });
  expect(apiStatus$.getValue()).toBe('unreachable');

  fetchMock.mockResolvedValueOnce(fakeResponse({ body: { status: 'ok' } }));
  await apiGet('/health');
  expect(apiStatus$.getValue()).toBe('available');
  expect(calledPaths(fetchMock)).toEqual(['/users/current', '/health']);
});

it("takes a gateway's 502, 503 or 504 without the API's error body for an unreachable API", async () => {
  const fetchMock = installFetchMock();
  for (const status of [502, 503, 504]) {
    apiStatus$.next('available');
    fetchMock.mockResolvedValueOnce(fakeResponse({ status, body: '<html>Bad Gateway</html>' }));
    await expect(apiGet('/users/current')).rejects.toMatchObject({ status });
    expect(apiStatus$.getValue()).toBe('unreachable');
  }
});

it("takes the API's own 503 (a provider it could not reach) as an answer", async () => {
  const fetchMock = installFetchMock();
  apiStatus$.next('unreachable');
  fetchMock.mockResolvedValueOnce(
    fakeResponse({
      status: 503,
      body: { errors: { error: ['The address lookup is unavailable.'] } },
    }),
  );
  await expect(apiGet('/places')).rejects.toMatchObject({ status: 503 });
  expect(apiStatus$.getValue()).toBe('available');
});
