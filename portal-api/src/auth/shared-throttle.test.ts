import { buildApp } from '../app';
import { auPayload } from '../test-support/signup-payload';
import { createTestApp, loginAs, type TestContext } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';
import type { FastifyInstance } from 'fastify';

const AU = 'demo.au@portal.test';

let a: TestContext;
let b: FastifyInstance;

/** Two API processes on one database: `a` and a second app `b` built on a's database. */
beforeAll(async () => {
  a = await createTestApp({
    config: {
      loginThrottle: { windowSeconds: 600, maxFailuresPerAccount: 4, maxFailuresPerIp: 0 },
      maxLoginAttempts: 50,
      abuseLimits: {
        ...testConfig().abuseLimits,
        passwordChangeFailures: 2,
        signupsPerIpPerHour: 1,
      },
    },
  });
  b = await buildApp({ db: a.db, config: a.config, clock: a.clock, realtime: a.realtime });
});

afterAll(async () => {
  await b.close();
  await a.close();
});

function login(app: FastifyInstance, password: string) {
  return app.inject({ method: 'POST', url: '/auth', payload: { email: AU, password } });
}

describe('two API processes on one database', () => {
  it('share the login throttle', async () => {
    for (const app of [a.app, b, a.app, b]) {
      expect((await login(app, 'Wrong1234')).statusCode).toBe(422);
    }
    for (const app of [a.app, b]) {
      expect((await login(app, 'Demo1234!')).statusCode).toBe(429);
    }
    a.clock.advance(601);
    expect((await login(b, 'Demo1234!')).statusCode).toBe(200);
  });

  it('share the attempts left of an identifier', async () => {
    const first = await a.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { email: 'nobody@portal.test', password: 'x' },
    });
    const second = await b.inject({
      method: 'POST',
      url: '/auth',
      payload: { email: 'NOBODY@portal.test', password: 'x' },
    });
    expect([first.json().meta, second.json().meta]).toEqual([
      { attempts_left: 49 },
      { attempts_left: 48 },
    ]);
  });

  it('share the password-change limit', async () => {
    const token = await loginAs(a.app, 'demo.us@portal.test');
    const change = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/users/password',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          password: 'Guess1234',
          new_password: 'Fresh1234',
          new_confirm_password: 'Fresh1234',
        },
      });
    expect((await change(a.app)).statusCode).toBe(422);
    expect((await change(b)).statusCode).toBe(422);
    const held = await change(a.app);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('600');
  });

  it('share the sign-up limit per IP', async () => {
    const signUp = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/users',
        payload: auPayload(),
      });
    expect((await signUp(a.app)).statusCode).toBe(201);
    const held = await signUp(b);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({
      errors: { error: ['Too many requests, please try again in 3600 seconds.'] },
    });
  });

  it('share one-time tokens: a reset link used on one works on neither again', async () => {
    await a.app.inject({
      method: 'POST',
      url: '/users/password/request',
      payload: { email: 'demo.au.unverified@portal.test' },
    });
    const outbox = await a.app.inject({ method: 'GET', url: '/dev/outbox' });
    const token = new URL(outbox.json().data[0].link).searchParams.get('token');
    const reset = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/users/password',
        payload: {
          email: 'demo.au.unverified@portal.test',
          token,
          new_password: 'Fresh1234',
          new_confirm_password: 'Fresh1234',
        },
      });
    expect((await reset(b)).statusCode).toBe(200);
    expect((await reset(a.app)).statusCode).toBe(422);
    expect((await reset(b)).statusCode).toBe(422);
  });
});
