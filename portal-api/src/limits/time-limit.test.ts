import { callAs, depositSession, US } from '../test-support/deposit-helpers';
import { HOUR, setLimit } from '../test-support/limit-helpers';
import { loginAs, postLogin, type TestContext } from '../test-support/test-app';

let t: TestContext;
let call: ReturnType<typeof callAs>;
let userId: number;

afterEach(() => t.close());

const DAILY_TIME = { limit_type_id: 3, duration_type_id: 1 };
const MINUTE = 60;

async function timeLeft() {
  const response = await call('GET', '/auth/session');
  return response.json().data.time_left_seconds;
}

async function usedMinutes() {
  const { limits } = (await call('GET', '/users/current?embed=limits')).json().data;
  return limits.find((limit: { type: { id: number } }) => limit.type.id === 3).used;
}

beforeEach(async () => {
  ({ t, call, userId } = await depositSession(US));
});

it('counts the time logged in and shows it with the limit', async () => {
  expect(await timeLeft()).toBeNull();
  expect((await setLimit(call, { ...DAILY_TIME, limit: 90 })).statusCode).toBe(200);
  t.clock.advance(30 * MINUTE);
  expect(await timeLeft()).toBe(60 * MINUTE);
  expect(await usedMinutes()).toBe(30);
});

it('ends every session once the daily time is used up, and refuses login until it frees up', async () => {
  await setLimit(call, { ...DAILY_TIME, limit: 60 });
  const otherSession = callAs(t.app, await loginAs(t.app, US));
  t.clock.advance(HOUR - 1);
  expect(await timeLeft()).toBe(1);
  t.clock.advance(1);
  const ended = await call('GET', '/users/current');
  const reached =
    'You have reached your daily time limit of 1 h. You can log in again from 2 March 2026 at 9:00 pm.';
  expect(ended.statusCode).toBe(401);
  expect(ended.json()).toEqual({
    errors: { error: [reached] },
    meta: { token_status: { id: 4, name: 'ended' } },
  });
  expect(t.ended).toEqual([userId]);
  expect((await otherSession('GET', '/wallets/transactions')).statusCode).toBe(401);
  const refused = await postLogin(t.app, US);
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toEqual({ errors: { error: [reached] } });
  t.clock.advance(23 * HOUR);
  expect((await postLogin(t.app, US)).statusCode).toBe(422);
  t.clock.advance(1);
  expect(await loginAs(t.app, US)).toEqual(expect.any(String));
});

it('counts two sessions open at once both', async () => {
  await setLimit(call, { ...DAILY_TIME, limit: 60 });
  const otherSession = callAs(t.app, await loginAs(t.app, US));
  t.clock.advance(20 * MINUTE);
  expect((await otherSession('GET', '/auth/session')).json().data.time_left_seconds).toBe(
    40 * MINUTE,
  );
  expect(await timeLeft()).toBe(20 * MINUTE);
});

it('stops counting a session at logout', async () => {
  await setLimit(call, { ...DAILY_TIME, limit: 60 });
  t.clock.advance(10 * MINUTE);
  await call('DELETE', '/auth');
  t.clock.advance(5 * HOUR);
  call = callAs(t.app, await loginAs(t.app, US));
  expect(await timeLeft()).toBe(50 * MINUTE);
});
