import { createTestApp, type TestContext } from '../test-support/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

function preflight(origin: string) {
  return t.app.inject({
    method: 'OPTIONS',
    url: '/users/current',
    headers: {
      origin,
      'access-control-request-method': 'DELETE',
      'access-control-request-headers': 'authorization,x-platform,x-product,registration-source',
    },
  });
}

describe('CORS', () => {
  it('lets the portal and the standalone dev servers call with the portal headers', async () => {
    for (const origin of [
      'http://localhost:9000',
      'http://127.0.0.1:9000',
      'http://localhost:9104',
    ]) {
      const response = await preflight(origin);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-methods']).toContain('DELETE');
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'registration-source',
      );
    }
  });

  it('exposes the session and server-time headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://localhost:9000' },
    });
    expect(response.headers['access-control-expose-headers']).toBe(
      'session-time, server-time-utc, server-timezone',
    );
    expect(response.headers['server-time-utc']).toBe(t.clock().toISOString());
    expect(response.headers['server-timezone']).toEqual(expect.any(String));
  });

  it('gives other origins no CORS headers', async () => {
    const response = await preflight('http://evil.test');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
