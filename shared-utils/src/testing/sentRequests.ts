import type { FetchMock } from './fakeFetch';

export interface SentRequest {
  method: string;
  /** The path without the API base URL. */
  path: string;
  /** The JSON body parsed, a FormData as it is, or undefined without a body. */
  body: unknown;
}

/** Every request fetch was called with: method, path without the API base URL, body. */
export function sentRequests(mock: FetchMock, base = 'http://localhost:9001'): SentRequest[] {
  return mock.mock.calls.map(([url, init]) => {
    const body = init?.body;
    return {
      method: init?.method ?? 'GET',
      path: url.replace(base, ''),
      body: typeof body === 'string' ? (JSON.parse(body) as unknown) : (body ?? undefined),
    };
  });
}
