import {
  bearer,
  createTestApp,
  loginAs,
  userIdOf,
  type TestContext,
} from '../test-support/test-app';
import { hashTokenSecret } from '../auth/token-secret';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

describe('GET /oauth/authorize', () => {
  it('issues a single-use code for the client app, stored hashed', async () => {
    const token = await loginAs(t.app, 'demo.au@portal.test');
    const response = await t.app.inject({
      method: 'GET',
      url: '/oauth/authorize?client_id=2',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const { code } = response.json().data;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.query<{ user_id: number; client_id: number; expires_at: Date }>(
      'SELECT user_id, client_id, expires_at FROM one_time_tokens WHERE token_hash = $1',
      [hashTokenSecret(code)],
    );
    expect(row).toEqual({
      user_id: await userIdOf(t.db, 'demo.au@portal.test'),
      client_id: 2,
      expires_at: new Date(t.clock().getTime() + 300_000),
    });
  });

  it('refuses an unknown client and a missing token', async () => {
    const token = await loginAs(t.app, 'demo.au@portal.test');
    for (const url of ['/oauth/authorize', '/oauth/authorize?client_id=7']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['client_id']);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/oauth/authorize?client_id=1' });
    expect(anonymous.statusCode).toBe(401);
  });
});
