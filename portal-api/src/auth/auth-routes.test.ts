import { bearer, createTestApp, loginAs, type TestContext } from '../test-support/test-app';

const AU = 'demo.au@portal.test';
const UNVERIFIED = 'demo.au.unverified@portal.test';
const US = 'demo.us@portal.test';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ config: { tokenTtlSeconds: 3600, tokenRefreshWindowSeconds: 7200 } });
});

afterAll(() => t.close());

function post(url: string, payload?: object, token?: string) {
  return t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
}

function currentUser(token: string) {
  return t.app.inject({ method: 'GET', url: '/users/current', headers: bearer(token) });
}

describe('POST /auth', () => {
  it('logs in with email and password and returns a token', async () => {
    const response = await post('/auth', {
      email: AU,
      password: 'Demo1234!',
      recaptcha_token: 'token',
      platform: 'web',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', token: expect.any(String) });
    expect((await currentUser(response.json().token)).statusCode).toBe(200);
  });

  it('accepts the username in the email field, or as username, in any case', async () => {
    for (const payload of [
      { email: 'DEMO_AU', password: 'Demo1234!' },
      { username: 'demo_au', password: 'Demo1234!' },
      { email: ' Demo.AU@portal.test ', password: 'Demo1234!' },
    ]) {
      expect((await post('/auth', payload)).statusCode).toBe(200);
    }
  });

  it('answers wrong credentials with a general 422 and the attempts left', async () => {
    for (const payload of [
      { email: AU, password: 'Wrong1234!' },
      { email: 'nobody@portal.test', password: 'Demo1234!' },
    ]) {
      const response = await post('/auth', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        errors: { error: ['These credentials do not match our records.'] },
        meta: { attempts_left: t.config.maxLoginAttempts - 1 },
      });
    }
  });

  it('names each missing or malformed field', async () => {
    const missing = await post('/auth', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      errors: {
        email: ['Username or email is required'],
        password: ['Password is required'],
      },
    });

    const malformed = await post('/auth', { email: '', password: 42, platform: 'fax' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({
      email: ['Username or email is required'],
      platform: ['Platform must be one of: web, ios, android'],
    });
  });

  it('requires a password reset once the failed attempts are used up', async () => {
    for (let attempt = 1; attempt < t.config.maxLoginAttempts; attempt += 1) {
      expect((await post('/auth', { email: US, password: 'nope' })).json().meta).toEqual({
        attempts_left: t.config.maxLoginAttempts - attempt,
      });
    }
    for (const password of ['nope', 'Demo1234!']) {
      const response = await post('/auth', { email: US, password });
      expect(response.statusCode).toBe(422);
      expect(response.json().meta).toEqual({ require_password_reset: true, email: US });
    }
  });

  it('clears the failed attempts on success', async () => {
    await post('/auth', { email: UNVERIFIED, password: 'nope' });
    await loginAs(t.app, UNVERIFIED);
    const [row] = await t.db.query<{ failed_login_count: number }>(
      'SELECT failed_login_count FROM users WHERE email = $1',
      [UNVERIFIED],
    );
    expect(row.failed_login_count).toBe(0);
  });
});

describe('DELETE /auth', () => {
  it('revokes the token', async () => {
    const token = await loginAs(t.app, AU);
    const response = await t.app.inject({ method: 'DELETE', url: '/auth', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });

    const after = await currentUser(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().meta.token_status).toEqual({ id: 2, name: 'revoked' });
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/auth' });
    expect(response.statusCode).toBe(401);
    expect(response.json().meta.token_status).toEqual({ id: 3, name: 'invalid' });
  });
});

describe('POST /auth/refresh', () => {
  it('exchanges an expired token once for a working one', async () => {
    const token = await loginAs(t.app, AU);
    t.clock.advance(3601);
    expect((await currentUser(token)).json().meta.token_status).toEqual({
      id: 1,
      name: 'expired',
    });

    const refreshed = await post('/auth/refresh', undefined, token);
    expect(refreshed.statusCode).toBe(200);
    const { status, token: newToken } = refreshed.json();
    expect(status).toBe('success');
    expect(newToken).not.toBe(token);
    expect((await currentUser(newToken)).statusCode).toBe(200);

    const again = await post('/auth/refresh', undefined, token);
    expect(again.statusCode).toBe(401);
    expect(again.json().meta.token_status).toEqual({ id: 2, name: 'revoked' });
  });

  it('keeps the session start across a refresh', async () => {
    const token = await loginAs(t.app, AU);
    t.clock.advance(3601);
    const newToken = (await post('/auth/refresh', undefined, token)).json().token;
    expect((await currentUser(newToken)).headers['session-time']).toBe('3601');
  });

  it('lets only one of two simultaneous refreshes win', async () => {
    const token = await loginAs(t.app, AU);
    const results = await Promise.all([
      post('/auth/refresh', undefined, token),
      post('/auth/refresh', undefined, token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a revoked token', async () => {
    const token = await loginAs(t.app, AU);
    await t.app.inject({ method: 'DELETE', url: '/auth', headers: bearer(token) });
    const response = await post('/auth/refresh', undefined, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errors: { error: ['Your session has ended, please log in again.'] },
      meta: { token_status: { id: 2, name: 'revoked' } },
    });
  });

  it('refuses a token past its refresh window, and an unknown one', async () => {
    const token = await loginAs(t.app, AU);
    t.clock.advance(3600 + 7200);
    const late = await post('/auth/refresh', undefined, token);
    expect(late.statusCode).toBe(401);
    expect(late.json().meta.token_status).toEqual({ id: 3, name: 'invalid' });

    const unknown = await post('/auth/refresh', undefined, 'x'.repeat(43));
    expect(unknown.json().meta.token_status).toEqual({ id: 3, name: 'invalid' });
  });
});
