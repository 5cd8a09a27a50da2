import type { InjectOptions } from 'fastify';
import { bearer, createTestApp, loginAs, type TestContext } from '../test-support/test-app';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'demo.au@portal.test');
});

afterAll(() => t.close());

const SIGNED_IN_CALLS: InjectOptions[] = [
  { method: 'GET', url: '/users/current' },
  { method: 'GET', url: '/users/current?embed=nope' },
  { method: 'POST', url: '/users/current', payload: { first_name: 7 } },
  { method: 'GET', url: '/users/client_summaries?client_id=1' },
  { method: 'POST', url: '/verification/email' },
  { method: 'GET', url: '/terms/current' },
];

const PUBLIC_CALLS: InjectOptions[] = [
  { method: 'GET', url: '/health' },
  { method: 'GET', url: '/terms/current' },
  { method: 'GET', url: '/link_groups' },
  { method: 'GET', url: '/nope' },
  { method: 'POST', url: '/auth', payload: {} },
  { method: 'OPTIONS', url: '/auth', headers: { origin: 'http://localhost:9000' } },
];

describe('security headers', () => {
  it('answers every call that carries a token with Cache-Control: no-store and nosniff', async () => {
    for (const call of SIGNED_IN_CALLS) {
      for (const authorization of [bearer(token), bearer('x'.repeat(43))]) {
        const response = await t.app.inject({ ...call, headers: authorization });
        expect({ url: call.url, status: response.statusCode, headers: response.headers }).toEqual({
          url: call.url,
          status: expect.any(Number),
          headers: expect.objectContaining({
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
          }),
        });
      }
    }
  });

  it('sends nosniff on every other answer too', async () => {
    for (const call of PUBLIC_CALLS) {
      const response = await t.app.inject(call);
      expect({ url: call.url, nosniff: response.headers['x-content-type-options'] }).toEqual({
        url: call.url,
        nosniff: 'nosniff',
      });
    }
  });
});
