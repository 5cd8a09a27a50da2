// Test helpers: fetch answers for Jest (jsdom has no fetch or Response).

export interface FakeResponseInit {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A minimal fetch Response with a JSON (or raw text) body. */
export function fakeResponse({
  status = 200,
  body,
  headers = {},
}: FakeResponseInit = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob([text]),
  } as unknown as Response;
}

export type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit?]>;

/** Installs a jest.fn() as global fetch; route answers with mockImplementation. */
export function installFetchMock(): FetchMock {
  const mock: FetchMock = jest.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The request headers of the nth fetch call (0-based). */
export function requestHeaders(mock: FetchMock, call = 0): Headers {
  return new Headers(mock.mock.calls[call][1]?.headers);
}

/** The paths (without the API base URL) that fetch was called with. */
export function calledPaths(mock: FetchMock, base = 'http://localhost:9001'): string[] {
  return mock.mock.calls.map(([url]) => url.replace(base, ''));
}

export type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Answers fetch by "METHOD /path?query" (path without the API base URL); anything else gets a
 * 404 without a body.
 */
export function mockRoutes(
  mock: FetchMock,
  routes: Record<string, Route>,
  base = 'http://localhost:9001',
) {
  mock.mockImplementation(async (url, init) => {
    const route = routes[`${init?.method ?? 'GET'} ${url.replace(base, '')}`];
    return route ? route(init) : fakeResponse({ status: 404 });
  });
}
