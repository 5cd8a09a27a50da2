import { buildApp } from '../app';
import {
  bearer,
  createTestApp,
  loginAs,
  userIdOf,
  type TestContext,
} from '../test-support/test-app';

const AU = 'demo.au@portal.test';
const UNVERIFIED = 'demo.au.unverified@portal.test';
const US = 'demo.us@portal.test';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({
    config: { apiPublicUrl: 'http://localhost:9001', portalUrl: 'http://localhost:9000' },
  });
});

afterAll(() => t.close());

function post(url: string, token?: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
}

async function user(email: string) {
  const [row] = await t.db.query<{
    email_verified: boolean;
    phone_verified: boolean;
    id_verified: boolean;
    status_id: number;
  }>('SELECT email_verified, phone_verified, id_verified, status_id FROM users WHERE email = $1', [
    email,
  ]);
  return row;
}

async function outbox(to: string) {
  return (await t.app.inject({ method: 'GET', url: '/dev/outbox', query: { to } })).json().data;
}

describe('e-mail verification', () => {
  it('e-mails a link that verifies the address once and returns to the profile', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const response = await post('/verification/email', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { message: 'Please check your email for further instructions.' },
    });
    const [message] = await outbox(UNVERIFIED);
    expect(message).toMatchObject({ channel: 'email', subject: 'Verify your email address' });
    const link = new URL(message.link);
    expect(link.origin + link.pathname).toBe('http://localhost:9001/verification/email/confirm');

    const confirm = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe(
      'http://localhost:9000/account/profile?email_verified=true',
    );
    expect((await user(UNVERIFIED)).email_verified).toBe(true);

    const again = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(again.headers.location).toBe(
      'http://localhost:9000/account/profile?email_verified=false',
    );
    await t.db.query('UPDATE users SET email_verified = false WHERE email = $1', [UNVERIFIED]);
  });

  it('voids an old link when the email changes', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    await post('/verification/email', token);
    const link = new URL((await outbox(UNVERIFIED))[0].link);
    await post('/users/current', token, { email: 'sam.changed@portal.test' });
    const confirm = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirm.headers.location).toContain('email_verified=false');
    await post('/users/current', token, { email: UNVERIFIED });
  });

  it('refuses a verified address, a missing token and a malformed link', async () => {
    const verified = await post('/verification/email', await loginAs(t.app, AU));
    expect(verified.statusCode).toBe(422);
    expect(verified.json().errors).toEqual({ error: ['Your email address is already verified'] });
    expect((await post('/verification/email')).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/verification/email/confirm' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('phone verification', () => {
  async function sentCode(): Promise<string> {
    const [sms] = await outbox('+61498765432');
    return sms.code;
  }

  it('texts a 6-digit code that verifies the caller’s mobile', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const response = await post('/verification/phone?type=sms', token);
    expect(response.json()).toEqual({
      data: { message: 'Please check your mobile for the code.' },
    });
    const [sms] = await outbox('+61498765432');
    expect(sms).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });
    expect(sms.body).toContain(sms.code);

    const wrongCode = sms.code === '000000' ? '000001' : '000000';
    const wrong = await post(`/verification/phone/${wrongCode}`, token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      errors: { code: ['This code is not correct, please try again or request a new code'] },
    });
    expect((await user(UNVERIFIED)).phone_verified).toBe(false);

    const right = await post(`/verification/phone/${sms.code}`, token);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ status: 'success' });
    expect((await user(UNVERIFIED)).phone_verified).toBe(true);

    const already = await post('/verification/phone?type=sms', token);
    expect(already.json().errors).toEqual({ error: ['Your mobile number is already verified'] });
    await t.db.query('UPDATE users SET phone_verified = false WHERE email = $1', [UNVERIFIED]);
  });

  it('uses a code up after five wrong tries, and lets codes expire', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    await post('/verification/phone?type=sms', token);
    const code = await sentCode();
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 1; i <= 5; i += 1) {
      const response = await post(`/verification/phone/${wrongCode}`, token);
      expect(response.json().errors.code).toEqual([
        i < 5
          ? 'This code is not correct, please try again or request a new code'
          : 'Too many wrong codes, please request a new code',
      ]);
    }
    expect((await post(`/verification/phone/${code}`, token)).json().errors.code).toEqual([
      'This code has expired, please request a new code',
    ]);

    await post('/verification/phone?type=sms', token);
    const late = await sentCode();
    t.clock.advance(601);
    expect((await post(`/verification/phone/${late}`, token)).json().errors.code).toEqual([
      'This code has expired, please request a new code',
    ]);
  });

  it('checks the type, the code and the caller', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    for (const url of ['/verification/phone', '/verification/phone?type=voice']) {
      const response = await post(url, token);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['type']);
    }
    for (const code of ['12345', 'abcdef', '1234567']) {
      expect((await post(`/verification/phone/${code}`, token)).json().errors).toEqual({
        code: ['Please enter the 6 digit code we sent you'],
      });
    }
    expect((await post('/verification/phone/123456')).statusCode).toBe(401);
  });

  it('sends at most five codes an hour', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    t.clock.advance(3601);
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/verification/phone?type=sms', token)).statusCode).toBe(200);
    }
    expect((await post('/verification/phone?type=sms', token)).statusCode).toBe(429);
  });

  it('never verifies another player’s phone with one’s own code', async () => {
    await t.db.query('UPDATE users SET phone_verified = false WHERE email = $1', [US]);
    const mine = await loginAs(t.app, US);
    const theirs = await loginAs(t.app, AU);
    await t.db.query('UPDATE users SET phone_verified = false WHERE email = $1', [AU]);
    await post('/verification/phone?type=sms', mine);
    const [sms] = await outbox('+15155550123');
    const response = await post(`/verification/phone/${sms.code}`, theirs);
    expect(response.statusCode).toBe(422);
    expect((await user(AU)).phone_verified).toBe(false);
    await t.db.query('UPDATE users SET phone_verified = true WHERE email IN ($1, $2)', [AU, US]);
  });
});

describe('identity verification', () => {
  async function register(token: string): Promise<string> {
    const response = await post('/verification/registerId', token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.provider).toBe('sandbox');
    return response.json().data.verification_token;
  }

  /** What the sandbox widget does when the player picks an outcome. */
  function choose(token: string, verificationToken: string, outcome: string) {
    return post(`/sandbox/identity/${verificationToken}/outcome`, token, { outcome });
  }

  it('verifies the caller when the provider says VERIFIED_WITH_CHANGES', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const verification_token = await register(token);
    expect(verification_token).toMatch(/^sandbox_[0-9a-f]{32}$/);
    const chosen = await choose(token, verification_token, 'VERIFIED_WITH_CHANGES');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({
      status: 'success',
      data: { outcome: 'VERIFIED_WITH_CHANGES' },
    });
    const response = await post('/verification/id', token, { verification_token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      data: { result: 'VERIFIED_WITH_CHANGES' },
    });
    expect((await user(UNVERIFIED)).id_verified).toBe(true);

    const again = await post('/verification/registerId', token);
    expect(again.json().errors).toEqual({ error: ['Your identity is already verified'] });
    await t.db.query('UPDATE users SET id_verified = false WHERE email = $1', [UNVERIFIED]);
  });

  it('ignores a result the player sends: only the provider decides', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const verification_token = await register(token);
    const claimed = await post('/verification/id', token, {
      verification_token,
      result: 'VERIFIED',
    });
    expect(claimed.statusCode).toBe(422);
    expect(claimed.json()).toEqual({
      errors: { error: ["We can't verify your account, please contact customer Service"] },
      meta: { result: 'PENDING' },
    });
    expect((await user(UNVERIFIED)).id_verified).toBe(false);

    await choose(token, verification_token, 'FAIL');
    const failed = await post('/verification/id', token, {
      verification_token,
      result: 'VERIFIED',
    });
    expect(failed.json().meta).toEqual({ result: 'FAIL' });
    expect(await user(UNVERIFIED)).toMatchObject({ id_verified: false, status_id: 3 });
    await t.db.query('UPDATE users SET status_id = 1 WHERE email = $1', [UNVERIFIED]);
  });

  it('lets only the owner choose the outcome in the sandbox widget', async () => {
    const mine = await loginAs(t.app, UNVERIFIED);
    const verification_token = await register(mine);
    const theirs = await loginAs(t.app, US);
    expect((await choose(theirs, verification_token, 'VERIFIED')).statusCode).toBe(404);
    expect((await choose(mine, 'sandbox_unknown', 'VERIFIED')).statusCode).toBe(404);
    expect((await post(`/sandbox/identity/${verification_token}/outcome`)).statusCode).toBe(401);
    const invalid = await choose(mine, verification_token, 'verified!');
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(['outcome']);
    expect((await post('/verification/id', mine, { verification_token })).json().meta).toEqual({
      result: 'PENDING',
    });
  });

  it('answers bad input to the sandbox widget endpoint with a 4xx, never a 500', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const verification_token = await register(token);
    const statuses: Record<string, number> = {};
    for (const payload of ['null', '[]', '"VERIFIED"', '{"outcome":null}', '{"outcome":{}}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/sandbox/identity/${verification_token}/outcome`,
        payload,
        headers: { ...bearer(token), 'content-type': 'application/json' },
      });
      statuses[payload] = response.statusCode;
    }
    statuses['long token'] = (await choose(token, 'x'.repeat(500), 'VERIFIED')).statusCode;
    for (const status of Object.values(statuses)) {
      expect(status >= 400 && status < 500 ? 'client error' : statuses).toBe('client error');
    }
  });

  it('uses a check once, and only for the player who opened it', async () => {
    const mine = await loginAs(t.app, UNVERIFIED);
    const verification_token = await register(mine);
    await choose(mine, verification_token, 'VERIFIED');
    await t.db.query('UPDATE users SET id_verified = false WHERE email = $1', [US]);
    const theirs = await loginAs(t.app, US);
    const stolen = await post('/verification/id', theirs, { verification_token });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toEqual({
      verification_token: ['This verification is not valid, please start the verification again'],
    });
    expect((await user(US)).id_verified).toBe(false);
    await t.db.query('UPDATE users SET id_verified = true WHERE email = $1', [US]);

    expect((await post('/verification/id', mine, { verification_token })).statusCode).toBe(200);
    await t.db.query('UPDATE users SET id_verified = false WHERE email = $1', [UNVERIFIED]);
    const reused = await post('/verification/id', mine, { verification_token });
    expect(reused.json().errors).toEqual({
      verification_token: ['This verification is not valid, please start the verification again'],
    });
  });

  it('locks the account when the provider fails the check, and a later success unlocks it', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const first = await register(token);
    await choose(token, first, 'FAIL');
    const failed = await post('/verification/id', token, { verification_token: first });
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toEqual({
      errors: { error: ["We can't verify your account, please contact customer Service"] },
      meta: { result: 'FAIL' },
    });
    expect(await user(UNVERIFIED)).toMatchObject({ id_verified: false, status_id: 3 });
    const current = await t.app.inject({
      method: 'GET',
      url: '/users/current',
      headers: bearer(token),
    });
    expect(current.json().data.status).toEqual({ id: 3, name: 'locked' });

    const second = await register(token);
    await choose(token, second, 'VERIFIED');
    const passed = await post('/verification/id', token, { verification_token: second });
    expect(passed.statusCode).toBe(200);
    expect(await user(UNVERIFIED)).toMatchObject({ id_verified: true, status_id: 1 });
    await t.db.query('UPDATE users SET id_verified = false WHERE email = $1', [UNVERIFIED]);
  });

  it('refuses other outcomes without locking; a pending check can be asked again', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const verification_token = await register(token);
    const pending = await post('/verification/id', token, { verification_token });
    expect(pending.json().meta).toEqual({ result: 'PENDING' });
    await choose(token, verification_token, 'CANCELLED');
    const cancelled = await post('/verification/id', token, { verification_token });
    expect(cancelled.statusCode).toBe(422);
    expect(cancelled.json().meta).toEqual({ result: 'CANCELLED' });
    expect((await user(UNVERIFIED)).status_id).toBe(1);
    const closed = await post('/verification/id', token, { verification_token });
    expect(Object.keys(closed.json().errors)).toEqual(['verification_token']);
  });

  it('gives the same answer from another API process on the same database', async () => {
    const other = await buildApp({
      db: t.db,
      config: t.config,
      clock: t.clock,
      realtime: t.realtime,
    });
    try {
      const token = await loginAs(t.app, UNVERIFIED);
      const verification_token = await register(token);
      await choose(token, verification_token, 'VERIFIED');
      const response = await other.inject({
        method: 'POST',
        url: '/verification/id',
        payload: { verification_token },
        headers: bearer(token),
      });
      expect(response.json()).toEqual({ status: 'success', data: { result: 'VERIFIED' } });
    } finally {
      await other.close();
    }
    await t.db.query('UPDATE users SET id_verified = false WHERE email = $1', [UNVERIFIED]);
  });

  it('checks the body and the token', async () => {
    const token = await loginAs(t.app, UNVERIFIED);
    const response = await post('/verification/id', token, { result: 'VERIFIED' });
    expect(response.json().errors).toEqual({
      verification_token: ['Verification token is required'],
    });
    expect((await post('/verification/registerId')).statusCode).toBe(401);
    expect(
      (await post('/verification/id', undefined, { verification_token: 'x' })).statusCode,
    ).toBe(401);
    expect(await userIdOf(t.db, UNVERIFIED)).toBeGreaterThan(0);
  });
});

describe('GET /dev/outbox', () => {
  it('lists what was sent, newest first, and is gone in production', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/dev/outbox' })).json().data;
    expect(all.length).toBeGreaterThan(3);
    const times = all.map((m: { created_at: string }) => m.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const production = await createTestApp({ config: { devRoutes: false } });
    expect((await production.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(
      404,
    );
    await production.close();
  });
});
