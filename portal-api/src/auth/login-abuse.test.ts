import { PasswordHasher } from './passwords';
import { auPayload } from '../test-support/signup-payload';
import { createTestApp, type TestContext } from '../test-support/test-app';

const AU = 'demo.au@portal.test';
const US = 'demo.us@portal.test';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ config: { maxLoginAttempts: 3 } });
});

afterAll(() => t.close());

function login(payload: object, remoteAddress = '10.1.0.1') {
  return t.app.inject({ method: 'POST', url: '/auth', payload, remoteAddress });
}

async function lockOut(identifier: string) {
  for (let i = 0; i < 3; i += 1) await login({ email: identifier, password: 'Wrong1234' });
}

describe('failed logins reveal nothing', () => {
  it('counts attempts left per typed identifier, known or not', async () => {
    const answers = [];
    for (const email of ['Demo_AU', 'nobody_here', 'nobody@portal.test']) {
      const metas = [];
      for (let i = 0; i < 2; i += 1) {
        metas.push((await login({ email, password: 'Wrong1234' })).json().meta);
      }
      answers.push(metas);
    }
    expect(answers).toEqual([
      [{ attempts_left: 2 }, { attempts_left: 1 }],
      [{ attempts_left: 2 }, { attempts_left: 1 }],
      [{ attempts_left: 2 }, { attempts_left: 1 }],
    ]);
    expect((await login({ email: 'demo_au', password: 'Demo1234!' })).statusCode).toBe(200);
  });

  it('sends meta.email only when the player typed that e-mail', async () => {
    await lockOut('demo_us');
    const byUsername = await login({ email: 'demo_us', password: 'Demo1234!' });
    expect(byUsername.json().meta).toEqual({ require_password_reset: true });
    expect(byUsername.body).not.toContain(US);
    const byEmail = await login({ email: ' Demo.US@portal.test ', password: 'Demo1234!' });
    expect(byEmail.json().meta).toEqual({ require_password_reset: true, email: US });
  });

  it('locks an unknown identifier the way it locks an account', async () => {
    await lockOut('ghost@portal.test');
    expect((await login({ email: 'ghost@portal.test', password: 'x' })).json()).toEqual({
      errors: { error: ['Too many failed login attempts, please reset your password.'] },
      meta: { require_password_reset: true, email: 'ghost@portal.test' },
    });
    await lockOut('ghost_user');
    expect((await login({ email: 'ghost_user', password: 'x' })).json().meta).toEqual({
      require_password_reset: true,
    });
  });

  it('gives a new player the full attempts even if the e-mail was tried before sign-up', async () => {
    const payload = auPayload();
    await lockOut(payload.email);
    const signUp = await t.app.inject({ method: 'POST', url: '/users', payload });
    expect(signUp.statusCode).toBe(201);
    expect((await login({ email: payload.email, password: 'Wrong1234' })).json().meta).toEqual({
      attempts_left: 2,
    });
  });

  it('spends one password check on every refusal: locked, unknown or wrong', async () => {
    await lockOut(AU);
    const verify = jest.spyOn(PasswordHasher.prototype, 'verify');
    for (const email of [AU, 'unknown@portal.test', 'demo.au.unverified@portal.test']) {
      verify.mockClear();
      const response = await login({ email, password: 'Wrong1234' });
      expect({ email, status: response.statusCode, checks: verify.mock.calls.length }).toEqual({
        email,
        status: 422,
        checks: 1,
      });
    }
  });
});
