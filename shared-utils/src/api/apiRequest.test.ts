import { session$ } from '../streams/session';
import { unauthorized$, type UnauthorizedEvent } from '../streams/unauthorized';
import {
  calledPaths,
  fakeResponse,
  installFetchMock,
  requestHeaders,
  type FetchMock,
} from '../testing/fakeFetch';
import { ApiError } from './ApiError';
import { apiDelete, apiDownload, apiGet, apiPost, apiRequest } from './apiRequest';

const GENERIC = 'An error occurred, please try again or contact our Customer Service.';

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = installFetchMock();
  session$.next({ token: null });
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('apiRequest headers', () => {
  it('sends accept, platform and product headers and no bearer when signed out', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: { ok: true } }));

    const { data } = await apiGet<{ ok: boolean }>('/terms/current');

    expect(data).toEqual({ ok: true });
    expect(fetchMock.mock.calls[0][0]).toBe('http://localhost:9001/terms/current');
    const headers = requestHeaders(fetchMock);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('X-Platform')).toBe('web');
    expect(headers.get('X-Product')).toBe('localhost');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends the bearer token when signed in, unless auth is false', async () => {
    session$.next({ token: 'abc' });
    fetchMock.mockResolvedValue(fakeResponse({ body: {} }));

    await apiGet('/users/current');
    await apiPost('/auth', { email: 'a@b.c' }, { auth: false });

    expect(requestHeaders(fetchMock, 0).get('Authorization')).toBe('Bearer abc');
    expect(requestHeaders(fetchMock, 1).has('Authorization')).toBe(false);
  });

  it('sends the body as JSON with the method and appends the query', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: {} }));

    await apiPost('/limits', { limit: 500 }, { query: { page: 2, skip: undefined } });
    await apiDelete('/users/card/7');
    await apiRequest('/users/withdraw?payment_status_ids=1,2', { query: { page: 1 } });

    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', body: '{"limit":500}' });
    expect(calledPaths(fetchMock)).toEqual([
      '/limits?page=2',
      '/users/card/7',
      '/users/withdraw?payment_status_ids=1,2&page=1',
    ]);
    expect(fetchMock.mock.calls[1][1]).toMatchObject({ method: 'DELETE' });
  });

  it('sends a JSON content type only with a JSON body', async () => {
    session$.next({ token: 'abc' });
    fetchMock.mockResolvedValue(fakeResponse({ body: {} }));

    await apiPost('/auth', { email: 'a@b.c' });
    await apiDelete('/auth');
    await apiPost('/auth/refresh');
    await apiGet('/users/current');

    expect(requestHeaders(fetchMock, 0).get('Content-Type')).toBe('application/json');
    for (const call of [1, 2, 3]) {
      expect(requestHeaders(fetchMock, call).has('Content-Type')).toBe(false);
      expect(fetchMock.mock.calls[call][1]?.body).toBeUndefined();
    }
  });

  it('sends FormData as it is, leaving the multipart content type to the browser', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: {} }));
    const form = new FormData();
    form.append('avatar', 'x');

    await apiPost('/users/current', form);

    expect(fetchMock.mock.calls[0][1]?.body).toBe(form);
    expect(requestHeaders(fetchMock).has('Content-Type')).toBe(false);
  });
});

describe('apiRequest responses', () => {
  it('returns the response headers named in readHeaders with lower-case keys', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({
        body: { data: [] },
        headers: {
          'Server-Time-UTC': '2024-01-05 03:00:00',
          'server-timezone': 'Australia/Sydney',
        },
      }),
    );

    const { headers } = await apiGet('/link_groups', {
      readHeaders: ['Server-Time-UTC', 'server-timezone', 'session-time'],
    });

    expect(headers).toEqual({
      'server-time-utc': '2024-01-05 03:00:00',
      'server-timezone': 'Australia/Sydney',
    });
  });

  it('returns no headers when none are asked for', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: {}, headers: { 'session-time': '5' } }));
    expect((await apiGet('/users/current')).headers).toEqual({});
  });

  it('raises an errors body as an ApiError with its errors and meta', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({
        status: 422,
        body: {
          errors: { error: ['Invalid credentials'] },
          meta: { require_password_reset: true, email: 'a@b.c' },
        },
      }),
    );

    const error = await caught(apiPost('/auth', {}));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ error: ['Invalid credentials'] });
    expect(error.meta).toEqual({ require_password_reset: true, email: 'a@b.c' });
    expect(error.message).toBe('Invalid credentials');
  });

  it('emits a 401 with an errors body on unauthorized$ with its token_status', async () => {
    session$.next({ token: 'old' });
    const events: UnauthorizedEvent[] = [];
    const subscription = unauthorized$.subscribe((event) => events.push(event));
    fetchMock.mockResolvedValue(
      fakeResponse({
        status: 401,
        body: {
          errors: { error: ['Token expired'] },
          meta: { token_status: { id: 1, name: 'expired' } },
        },
      }),
    );

    const error = await caught(apiGet('/users/current'));
    subscription.unsubscribe();

    expect(error.status).toBe(401);
    expect(events).toEqual([
      { token_status: { id: 1, name: 'expired' }, token: 'old', message: 'Token expired' },
    ]);
  });

  it('does not emit on unauthorized$ when the caller handles the 401 itself', async () => {
    const listener = jest.fn();
    const subscription = unauthorized$.subscribe(listener);
    fetchMock.mockResolvedValue(fakeResponse({ status: 401, body: { errors: { error: ['x'] } } }));

    await caught(apiPost('/auth/refresh', undefined, { notifyUnauthorized: false }));
    subscription.unsubscribe();

    expect(listener).not.toHaveBeenCalled();
  });

  it('raises the generic message when a non-OK answer has no errors body', async () => {
    const listener = jest.fn();
    const subscription = unauthorized$.subscribe(listener);
    fetchMock
      .mockResolvedValueOnce(fakeResponse({ status: 500, body: '<html>Bad gateway</html>' }))
      .mockResolvedValueOnce(fakeResponse({ status: 401 }));

    const serverError = await caught(apiGet('/terms/current'));
    const bare401 = await caught(apiGet('/terms/current'));
    subscription.unsubscribe();

    expect(serverError.status).toBe(500);
    expect(serverError.errors).toEqual({ error: [GENERIC] });
    expect(serverError.message).toBe(GENERIC);
    expect(bare401.errors).toEqual({ error: [GENERIC] });
    expect(listener).not.toHaveBeenCalled();
  });

  it('raises the generic message with status 0 when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await caught(apiGet('/terms/current'));

    expect(error.status).toBe(0);
    expect(error.errors).toEqual({ error: [GENERIC] });
  });

  it('resolves an empty body as null', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 204 }));
    expect((await apiDelete('/auth')).data).toBeNull();
  });
});

describe('apiDownload', () => {
  it('returns the file as a Blob', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: 'id,amount\n1,100' }));

    const file = await apiDownload('/wallets/transactions/export', {
      transaction_from: '2024-01-01T00:00:00+10:00',
    });

    expect(file).toBeInstanceOf(Blob);
    expect(file.size).toBe('id,amount\n1,100'.length);
    expect(calledPaths(fetchMock)[0]).toBe(
      '/wallets/transactions/export?transaction_from=2024-01-01T00%3A00%3A00%2B10%3A00',
    );
  });

  it('raises on a non-OK answer', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({ status: 422, body: { errors: { transaction_to: ['Too long'] } } }),
    );

    const error = await caught(apiDownload('/wallets/transactions/export'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.errors).toEqual({ transaction_to: ['Too long'] });
  });
});
