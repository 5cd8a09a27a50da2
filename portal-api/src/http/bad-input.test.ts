import type { InjectOptions } from 'fastify';
import { bearer, createTestApp, loginAs, type TestContext } from '../test-support/test-app';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'demo.au.unverified@portal.test');
});

afterAll(() => t.close());

const BODY_ROUTES: Array<[InjectOptions['method'], string]> = [
  ['POST', '/auth'],
  ['DELETE', '/auth'],
  ['POST', '/auth/refresh'],
  ['POST', '/broadcasting/auth'],
  ['POST', '/dev/wallet/credit'],
];

const JSON_BODIES: unknown[] = [
  null,
  [],
  [1, 2],
  'text',
  42,
  true,
  {},
  { email: null, password: null, socket_id: null, channel_name: null, amount: null },
  { email: ['a'], password: { $ne: '' }, amount: '12abc', socket_id: 1.5, channel_name: [] },
  { email: 'x'.repeat(10_000), password: 'y'.repeat(10_000), channel_name: 'z'.repeat(10_000) },
  { email: 'demo.au@portal.test', amount: Number.MAX_SAFE_INTEGER },
  { email: 'demo.au@portal.test', amount: -1e20 },
  { email: "' OR 1=1 --", password: "'; DROP TABLE users; --" },
  { username: 17, password: 'Demo1234!' },
  { email: '\u0000', password: '\u0000', socket_id: '1.1', channel_name: '\u0000' },
  { socket_id: '1.1', channel_name: 'private-user.1\n' },
  { email: '\ud800@portal.test', password: '\udfff', channel_name: '\ud800' },
  { __proto__: { admin: true }, constructor: { prototype: {} } },
];

const RAW_BODIES: Array<[string, string]> = [
  ['application/json', '{'],
  ['application/json', ''],
  ['application/json', '{"email": "a"'],
  ['text/plain', 'email=demo'],
  ['application/xml', '<auth/>'],
  ['application/x-www-form-urlencoded', 'socket_id=%ZZ&channel_name'],
  ['application/x-www-form-urlencoded', 'amount=1&amount=2&email=demo.au%40portal.test'],
  ['application/json', JSON.stringify({ padding: 'x'.repeat(1_100_000) })],
];

const AUTH_HEADERS: Array<Record<string, string>> = [
  {},
  bearer('garbage'),
  { authorization: `Bearer ${'a'.repeat(5000)}` },
  { authorization: 'Bearer \u00ff\u00fe' },
];

function expectErrorMap(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  const body = response.json() as { errors: Record<string, unknown> };
  expect(Object.keys(body.errors).length).toBeGreaterThan(0);
  for (const list of Object.values(body.errors)) {
    expect(Array.isArray(list)).toBe(true);
    for (const message of list as unknown[]) expect(typeof message).toBe('string');
  }
}

describe('bad input never causes a 5xx', () => {
  it('answers odd JSON bodies with a 4xx error map or a success', async () => {
    for (const [method, url] of BODY_ROUTES) {
      for (const payload of JSON_BODIES) {
        for (const headers of [bearer(token), {}]) {
          const response = await t.app.inject({
            method,
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          if (response.statusCode < 300) continue;
          expectErrorMap(response);
        }
      }
    }
  });

  it('answers malformed, unsupported and oversized bodies with a 4xx error map', async () => {
    for (const [method, url] of BODY_ROUTES) {
      for (const [contentType, payload] of RAW_BODIES) {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...bearer(token), 'content-type': contentType },
          payload,
        });
        if (response.statusCode < 300) continue;
        expectErrorMap(response);
      }
    }
  });

  it('answers odd tokens and query strings with a 4xx error map', async () => {
    for (const headers of AUTH_HEADERS) {
      for (const url of [
        '/users/current',
        '/users/current?embed=',
        '/users/current?embed=limits&embed=user_cards',
        `/users/current?embed=${'limits,'.repeat(100)}`,
        '/users/current?embed=%00',
      ]) {
        expectErrorMap(await t.app.inject({ method: 'GET', url, headers }));
      }
    }
  });

  it('answers unknown routes and methods with a 404 error map', async () => {
    for (const [method, url] of [
      ['GET', '/nope'],
      ['PUT', '/auth'],
      ['GET', '/dev/wallet/credit'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expectErrorMap(response);
    }
  });
});
