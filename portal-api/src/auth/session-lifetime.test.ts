import { bearer, createTestApp, loginAs, type TestContext } from '../test-support/test-app';

const AU = 'demo.au@portal.test';
const HOUR = 3600;

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      tokenTtlSeconds: HOUR,
      tokenRefreshWindowSeconds: 2 * HOUR,
      sessionMaxAgeSeconds: 3 * HOUR + 1800,
    },
  });
});

afterAll(() => t.close());

function refresh(token: string) {
  return t.app.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(token) });
}

function currentUser(token: string) {
  return t.app.inject({ method: 'GET', url: '/users/current', headers: bearer(token) });
}

describe('absolute session lifetime', () => {
  it('refreshes within the lifetime, then refuses: the player must log in again', async () => {
    let token = await loginAs(t.app, AU);
    for (let hour = 1; hour <= 3; hour += 1) {
      t.clock.advance(HOUR);
      const refreshed = await refresh(token);
      expect({ hour, status: refreshed.statusCode }).toEqual({ hour, status: 200 });
      token = refreshed.json().token;
    }
    expect((await currentUser(token)).statusCode).toBe(200);

    t.clock.advance(1800);
    const ended = await currentUser(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({
      errors: { error: ['Your session has expired, please log in again.'] },
      meta: { token_status: { id: 3, name: 'invalid' } },
    });
    const late = await refresh(token);
    expect(late.statusCode).toBe(401);
    expect(late.json().meta.token_status).toEqual({ id: 3, name: 'invalid' });
  });

  it('gives the last token of a session no time beyond the session’s end', async () => {
    let token = await loginAs(t.app, AU);
    for (const seconds of [HOUR, HOUR, HOUR + 1000]) {
      t.clock.advance(seconds);
      token = (await refresh(token)).json().token;
    }
    const last = token;
    t.clock.advance(799);
    expect((await currentUser(last)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await currentUser(last)).json().meta.token_status).toEqual({ id: 3, name: 'invalid' });
    expect((await refresh(last)).statusCode).toBe(401);
  });

  it('starts a new lifetime at each login', async () => {
    const first = await loginAs(t.app, AU);
    t.clock.advance(4 * HOUR);
    expect((await refresh(first)).statusCode).toBe(401);
    const second = await loginAs(t.app, AU);
    expect((await currentUser(second)).statusCode).toBe(200);
    t.clock.advance(HOUR + 1);
    expect((await refresh(second)).statusCode).toBe(200);
  });
});

describe('refresh window', () => {
  it('refreshes an expired token only inside its refresh window', async () => {
    const inside = await loginAs(t.app, AU);
    const outside = await loginAs(t.app, AU);
    t.clock.advance(HOUR + 2 * HOUR - 1);
    expect((await refresh(inside)).statusCode).toBe(200);
    t.clock.advance(1);
    const late = await refresh(outside);
    expect(late.statusCode).toBe(401);
    expect(late.json().errors).toEqual({
      error: ['Your session has expired, please log in again.'],
    });
  });
});
