import { createTestApp, type TestContext } from '../test-support/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      trustProxy: ['10.9.0.1', '10.8.0.0/16'],
      loginThrottle: { windowSeconds: 600, maxFailuresPerAccount: 0, maxFailuresPerIp: 2 },
      maxLoginAttempts: 50,
    },
  });
});

afterAll(() => t.close());

function failFrom(remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/auth',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email: 'nobody@portal.test', password: 'x' },
  });
}

describe('TRUST_PROXY', () => {
  it('limits each client behind a trusted proxy by its own IP, not the proxy’s', async () => {
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await failFrom('10.9.0.1', client)).statusCode).toBe(422);
      expect((await failFrom('10.8.4.2', client)).statusCode).toBe(422);
      expect((await failFrom('10.9.0.1', client)).statusCode).toBe(429);
    }
  });

  it('ignores X-Forwarded-For from anyone else', async () => {
    for (const spoofed of ['198.51.100.1', '198.51.100.2']) {
      expect((await failFrom('192.0.2.7', spoofed)).statusCode).toBe(422);
    }
    expect((await failFrom('192.0.2.7', '198.51.100.3')).statusCode).toBe(429);
  });
});
