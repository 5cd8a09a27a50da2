import { insertUser } from '../users/insert-user';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { PasswordHasher } from './passwords';
import { TEST_PASSWORD_HASHING } from '../test-support/test-config';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      loginThrottle: { windowSeconds: 600, maxFailuresPerAccount: 3, maxFailuresPerIp: 6 },
      maxLoginAttempts: 50,
    },
  });
});

afterAll(() => t.close());

function login(payload: object, remoteAddress = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/auth', payload, remoteAddress });
}

async function addPlayer(email: string, password: string, passwordResetRequired = false) {
  const passwordHash = await new PasswordHasher(TEST_PASSWORD_HASHING).hash(password);
  await t.db.transaction((tx) =>
    insertUser(
      tx,
      {
        brandId: 1,
        name: email.split('@')[0].replace(/\W/g, '_'),
        email,
        passwordHash,
        firstName: 'Pat',
        lastName: 'Lee',
        birthDate: '1980-01-01',
        phone: null,
        callingCode: null,
        pin: '1234',
        country: 'AU',
        address: {
          unit_number: null,
          street_number: '1',
          street_name: 'A',
          street_type: 'Street',
          city: 'Sydney',
          state: 'NSW',
          postcode: '2000',
        },
        ssnLast4: null,
        emailVerified: false,
        phoneVerified: false,
        idVerified: false,
        acceptedTermsVersion: null,
        passwordResetRequired,
      },
      t.clock(),
    ),
  );
}

describe('forced password reset at login', () => {
  it('sends a player whose password breaks the rules to the reset form', async () => {
    await addPlayer('weak@portal.test', 'password');
    const response = await login({ email: 'weak@portal.test', password: 'password' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { error: ['Your password no longer meets our requirements, please reset it.'] },
      meta: { require_password_reset: true, email: 'weak@portal.test' },
    });
  });

  it('sends a player marked for a reset there too, but not with a wrong password', async () => {
    await addPlayer('marked@portal.test', 'Strong123', true);
    expect(
      (await login({ email: 'marked@portal.test', password: 'Strong123' })).json().meta,
    ).toEqual({
      require_password_reset: true,
      email: 'marked@portal.test',
    });
    expect(
      (await login({ email: 'marked@portal.test', password: 'Wrong123' })).json().meta,
    ).toEqual({ attempts_left: 49 });
  });
});

describe('reCAPTCHA at login', () => {
  it('refuses the token the sandbox treats as a bot', async () => {
    const response = await login({
      email: 'demo.au@portal.test',
      password: 'Demo1234!',
      recaptcha_token: 'invalid-captcha',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { error: ['The reCAPTCHA check failed, please try again.'] },
    });
  });

  it('answers 503 when the provider cannot be reached, and skips the check when it is off', async () => {
    const failing = await createTestApp({
      integrations: {
        captcha: {
          verify: async () => {
            throw new Error('offline');
          },
        },
      },
    });
    const response = await failing.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { email: 'demo.au@portal.test', password: 'Demo1234!' },
    });
    expect(response.statusCode).toBe(503);
    await failing.close();

    const off = await createTestApp({
      config: {
        integrations: { ...t.config.integrations, captcha: { provider: 'off', credentials: {} } },
      },
    });
    const accepted = await off.app.inject({
      method: 'POST',
      url: '/auth',
      payload: {
        email: 'demo.au@portal.test',
        password: 'Demo1234!',
        recaptcha_token: 'invalid-captcha',
      },
    });
    expect(accepted.statusCode).toBe(200);
    await off.close();
  });
});

describe('login throttle', () => {
  it('holds an account back after repeated failures, with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await login({ email: 'demo.us@portal.test', password: 'nope' }, '10.0.0.2')).statusCode,
      ).toBe(422);
    }
    const held = await login({ email: 'DEMO.US@portal.test', password: 'Demo1234!' }, '10.0.0.3');
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('600');
    expect(held.json()).toEqual({
      errors: { error: ['Too many failed login attempts, please try again in 10 minutes.'] },
    });
    t.clock.advance(601);
    expect((await login({ email: 'demo.us@portal.test', password: 'Demo1234!' })).statusCode).toBe(
      200,
    );
  });

  it('holds an IP back after failures on many accounts, unknown ones included', async () => {
    for (let i = 0; i < 6; i += 1) {
      await login({ email: `nobody${i}@portal.test`, password: 'nope' }, '10.0.0.9');
    }
    expect(
      (await login({ email: 'demo.au@portal.test', password: 'Demo1234!' }, '10.0.0.9')).statusCode,
    ).toBe(429);
    expect(
      (await login({ email: 'demo.au@portal.test', password: 'Demo1234!' }, '10.0.0.10'))
        .statusCode,
    ).toBe(200);
  });

  it('forgets an account’s failures after a successful login', async () => {
    for (let i = 0; i < 2; i += 1)
      await login({ email: 'demo.au@portal.test', password: 'nope' }, '10.0.1.1');
    expect(
      (await login({ email: 'demo.au@portal.test', password: 'Demo1234!' }, '10.0.1.1')).statusCode,
    ).toBe(200);
    for (let i = 0; i < 2; i += 1)
      await login({ email: 'demo.au@portal.test', password: 'nope' }, '10.0.1.1');
    expect(
      (await login({ email: 'demo.au@portal.test', password: 'Demo1234!' }, '10.0.1.1')).statusCode,
    ).toBe(200);
  });
});
