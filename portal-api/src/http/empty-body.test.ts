import type { InjectOptions } from 'fastify';
import { bearer, createTestApp, loginAs, type TestContext } from '../test-support/test-app';

const UNVERIFIED = 'demo.au.unverified@portal.test';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

/** Calls of spec 1 §7 that take no body, with the status each answers a signed-in player. */
const BODYLESS_CALLS: Array<[InjectOptions['method'], string, number]> = [
  ['POST', '/verification/email', 200],
  ['POST', '/verification/phone?type=sms', 200],
  ['POST', '/verification/phone/000000', 422],
  ['POST', '/auth/refresh', 200],
  ['DELETE', '/auth', 200],
];

/** How a browser's fetch sends a call without a body: with or without a JSON content type. */
const EMPTY_BODIES: Array<[string, Record<string, string>]> = [
  ['no content type', {}],
  ['application/json', { 'content-type': 'application/json' }],
  ['application/json; charset=utf-8', { 'content-type': 'application/json; charset=utf-8' }],
];

describe('calls without a body', () => {
  it.each(EMPTY_BODIES)('reach the handler with %s and an empty body', async (_name, headers) => {
    for (const [method, url, status] of BODYLESS_CALLS) {
      const token = await loginAs(t.app, UNVERIFIED);
      const response = await t.app.inject({
        method,
        url,
        headers: { ...bearer(token), ...headers, 'content-length': '0' },
        payload: '',
      });
      expect({ method, url, status: response.statusCode, body: response.json() }).toEqual({
        method,
        url,
        status,
        body: expect.not.objectContaining({
          errors: { error: ['The request body is not valid JSON.'] },
        }),
      });
    }
  });

  it('logs out with Content-Type: application/json and no body: the token stops working', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/auth',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/users/current',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().meta.token_status).toEqual({ id: 2, name: 'revoked' });
  });

  it('still refuses a malformed JSON body, and names missing fields for an empty one', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      errors: { error: ['The request body is not valid JSON.'] },
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/auth',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['email', 'password']);
  });
});
