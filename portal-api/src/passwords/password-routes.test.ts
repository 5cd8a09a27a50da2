import { bearer, createTestApp, loginAs, type TestContext } from '../test-support/test-app';

const AU = 'demo.au@portal.test';
const UNVERIFIED = 'demo.au.unverified@portal.test';
const US = 'demo.us@portal.test';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ config: { portalUrl: 'http://localhost:9000' } });
});

afterAll(() => t.close());

function post(url: string, payload: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
}

function login(email: string, password: string) {
  return post('/auth', { email, password });
}

/** Asks for a reset and reads the token from the link in the sandbox outbox. */
async function resetToken(email: string): Promise<string> {
  const response = await post('/users/password/request', { email });
  expect(response.statusCode).toBe(200);
  const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox', query: { to: email } });
  const link = new URL(outbox.json().data[0].link);
  return link.searchParams.get('token')!;
}

describe('POST /users/password/request', () => {
  it('e-mails a reset link to the portal and says so', async () => {
    const response = await post('/users/password/request', { email: ' Demo.US@portal.test ' });
    expect(response.json()).toEqual({
      data: { message: 'We have sent you an email to reset your password' },
    });
    const [message] = (
      await t.app.inject({ method: 'GET', url: '/dev/outbox', query: { to: US } })
    ).json().data;
    expect(message).toMatchObject({
      channel: 'email',
      to: US,
      subject: 'Reset your password',
      created_at: t.clock().toISOString(),
    });
    const link = new URL(message.link);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:9000/betting');
    expect(link.searchParams.get('modal')).toBe('reset-password');
    expect(link.searchParams.get('email')).toBe(US);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(message.body).toContain(message.link);
    const [stored] = await t.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM one_time_tokens WHERE purpose = 'password_reset' ORDER BY id DESC",
    );
    expect(stored.token_hash).not.toContain(link.searchParams.get('token'));
  });

  it('checks the email', async () => {
    for (const [payload, messages] of [
      [{}, { email: ['Email is required'] }],
      [{ email: 'nope' }, { email: ['Must be a valid email address'] }],
      [{ email: 'nobody@portal.test' }, { email: ['Email not found'] }],
    ] as const) {
      const response = await post('/users/password/request', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(messages);
    }
  });

  it('sends at most five links an hour to one player', async () => {
    const email = 'limit.reset@portal.test';
    await t.db.query(
      `INSERT INTO users (brand_id, name, email, password_hash, first_name, last_name, birth_date,
         pin, country)
       VALUES (1, 'limit_reset', $1, 'x', 'L', 'R', '1990-01-01', '1111', 'AU')`,
      [email],
    );
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/users/password/request', { email })).statusCode).toBe(200);
    }
    expect((await post('/users/password/request', { email })).statusCode).toBe(429);
  });
});

describe('POST /users/password (reset from the e-mailed link)', () => {
  it('sets the new password once, clears the lock-out and ends the sessions', async () => {
    const session = await loginAs(t.app, UNVERIFIED);
    for (let i = 0; i < t.config.maxLoginAttempts; i += 1) await login(UNVERIFIED, 'wrong');
    expect((await login(UNVERIFIED, 'Demo1234!')).json().meta).toEqual({
      require_password_reset: true,
      email: UNVERIFIED,
    });

    const token = await resetToken(UNVERIFIED);
    const body = {
      email: UNVERIFIED,
      token,
      new_password: 'Fresh1234',
      new_confirm_password: 'Fresh1234',
    };
    const response = await post('/users/password', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });

    expect((await login(UNVERIFIED, 'Fresh1234')).statusCode).toBe(200);
    expect((await login(UNVERIFIED, 'Demo1234!')).statusCode).toBe(422);
    const old = await t.app.inject({
      method: 'GET',
      url: '/users/current',
      headers: bearer(session),
    });
    expect(old.json().meta.token_status).toEqual({ id: 2, name: 'revoked' });

    const again = await post('/users/password', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      error: ['This password reset link is invalid or has expired, please request a new one.'],
    });
    await resetWith(UNVERIFIED, 'Demo1234!');
  });

  it('works only for the email the link was sent to, and only the latest link', async () => {
    const first = await resetToken(AU);
    const latest = await resetToken(AU);
    for (const [email, token] of [
      [US, latest],
      [AU, first],
      [AU, 'x'.repeat(43)],
    ]) {
      const response = await post('/users/password', {
        email,
        token,
        new_password: 'Fresh1234',
        new_confirm_password: 'Fresh1234',
      });
      expect(response.json().errors).toEqual({
        error: ['This password reset link is invalid or has expired, please request a new one.'],
      });
    }
  });

  it('refuses an expired link', async () => {
    const token = await resetToken(US);
    t.clock.advance(t.config.passwordResetTtlSeconds + 1);
    const response = await post('/users/password', {
      email: US,
      token,
      new_password: 'Fresh1234',
      new_confirm_password: 'Fresh1234',
    });
    expect(response.statusCode).toBe(422);
  });

  it('checks the new password before using the link up', async () => {
    const token = await resetToken(US);
    const weak = await post('/users/password', {
      email: US,
      token,
      new_password: 'weak',
      new_confirm_password: 'other',
    });
    expect(weak.json().errors).toEqual({
      new_password: [
        'Password must be at least 8 characters',
        'Password must contain at least one uppercase letter',
        'Password must contain at least one number',
      ],
      new_confirm_password: ['Passwords must match'],
    });
    const missing = await post('/users/password', { email: US });
    expect(missing.json().errors).toEqual({
      error: ['This password reset link is invalid or has expired, please request a new one.'],
      new_password: ['New password is required'],
      new_confirm_password: ['Please retype your password.'],
    });
    const ok = await post('/users/password', {
      email: US,
      token,
      new_password: 'Fresh1234',
      new_confirm_password: 'Fresh1234',
    });
    expect(ok.statusCode).toBe(200);
    await resetWith(US, 'Demo1234!');
  });
});

async function resetWith(email: string, password: string) {
  const token = await resetToken(email);
  const response = await post('/users/password', {
    email,
    token,
    new_password: password,
    new_confirm_password: password,
  });
  expect(response.statusCode).toBe(200);
}

describe('POST /users/password (change)', () => {
  it('changes the caller’s password and ends the other sessions only', async () => {
    const other = await loginAs(t.app, AU);
    const token = await loginAs(t.app, AU);
    const response = await post(
      '/users/password',
      { password: 'Demo1234!', new_password: 'Changed123', new_confirm_password: 'Changed123' },
      token,
    );
    expect(response.json()).toEqual({ status: 'success' });
    expect((await login(AU, 'Changed123')).statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/users/current',
      headers: bearer(token),
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/users/current',
      headers: bearer(other),
    });
    expect(theirs.statusCode).toBe(401);
    await post(
      '/users/password',
      { password: 'Changed123', new_password: 'Demo1234!', new_confirm_password: 'Demo1234!' },
      token,
    );
  });

  it('names each problem with the messages of spec 1 §5', async () => {
    const token = await loginAs(t.app, AU);
    const empty = await post('/users/password', {}, token);
    expect(empty.json().errors).toEqual({
      password: ['Current password is required'],
      new_password: ['New password is required'],
      new_confirm_password: ['Please retype your password.'],
    });
    const wrong = await post(
      '/users/password',
      { password: 'Nope1234', new_password: 'Changed123', new_confirm_password: 'Changed123' },
      token,
    );
    expect(wrong.json().errors).toEqual({ password: ['The current password is not correct'] });
    const same = await post(
      '/users/password',
      { password: 'Demo1234!', new_password: 'Demo1234!', new_confirm_password: 'Demo1234!' },
      token,
    );
    expect(same.json().errors).toEqual({
      new_password: ['The new password must be different from the current one'],
    });
    const mismatch = await post(
      '/users/password',
      { password: 'Demo1234!', new_password: 'Changed123', new_confirm_password: 'Changed124' },
      token,
    );
    expect(mismatch.json().errors).toEqual({ new_confirm_password: ['Passwords must match'] });
  });

  it('needs a valid token', async () => {
    const response = await post('/users/password', {
      password: 'Demo1234!',
      new_password: 'Changed123',
      new_confirm_password: 'Changed123',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().meta.token_status.id).toBe(3);
  });
});
