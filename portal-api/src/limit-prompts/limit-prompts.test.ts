// Issue 31: the deposit-limit question is answered at sign-up outside the US, and asked again in
// Australia once a year after the latest answer while the player has no deposit limit.
import { callAs, US } from '../test-support/deposit-helpers';
import { DAY, setLimit } from '../test-support/limit-helpers';
import { auPayload } from '../test-support/signup-payload';
import { createTestApp, loginAs, type TestContext } from '../test-support/test-app';

let t: TestContext;
let call: ReturnType<typeof callAs>;
let email: string;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(() => t.close());

/** Signs a new AU player up (with or without a deposit limit) and in. */
async function signUp(withLimit: boolean) {
  const payload = auPayload(
    withLimit ? {} : { set_deposit_limit: false, deposit_limit: undefined },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/users',
    payload,
    headers: { 'registration-source': 'Website' },
  });
  expect(response.statusCode).toBe(201);
  email = payload.email;
  call = callAs(t.app, await loginAs(t.app, email, payload.password));
}

async function later(days: number) {
  t.clock.advance(days * DAY);
  call = callAs(t.app, await loginAs(t.app, email, 'Secret123'));
}

async function prompt() {
  const response = await call('GET', '/users/deposit-limit-prompt');
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const answer = (value: unknown) => call('POST', '/users/deposit-limit-prompt', { answer: value });

it('keeps No limit at sign-up, and asks again a year later until the player answers', async () => {
  const signedUpAt = t.clock().toISOString();
  await signUp(false);
  expect(await prompt()).toEqual({
    due: false,
    last_answer: 'declined',
    last_answered_at: signedUpAt,
  });
  await later(364);
  expect((await prompt()).due).toBe(false);
  await later(1);
  expect((await prompt()).due).toBe(true);

  const notNow = await answer('not_now');
  expect(notNow.statusCode).toBe(200);
  expect(notNow.json().data).toEqual({
    due: false,
    last_answer: 'not_now',
    last_answered_at: t.clock().toISOString(),
  });
  const again = await answer('set');
  expect(again.statusCode).toBe(422);
  expect(again.json()).toEqual({
    errors: { error: ['There is no deposit limit question waiting for you.'] },
  });
  const [{ answers }] = await t.db.query<{ answers: string[] }>(
    `SELECT array_agg(context || ':' || answer ORDER BY id) AS answers FROM deposit_limit_prompts`,
  );
  expect(answers).toEqual(['signup:declined', 'annual:not_now']);

  await later(366);
  expect((await prompt()).due).toBe(true);
  expect((await answer('set')).json().data).toMatchObject({ due: false, last_answer: 'set' });
});

it('does not ask a player who has a deposit limit in force', async () => {
  await signUp(true);
  expect(await prompt()).toMatchObject({ due: false, last_answer: 'set' });
  await later(400);
  expect((await prompt()).due).toBe(false);
  await setLimit(call, { limit_type_id: 1, duration_type_id: 2, limit: 1000 });
  expect((await answer('not_now')).statusCode).toBe(422);
});

it('asks no US player, who was never asked at sign-up', async () => {
  call = callAs(t.app, await loginAs(t.app, US));
  t.clock.advance(800 * DAY);
  call = callAs(t.app, await loginAs(t.app, US));
  expect(await prompt()).toEqual({ due: false, last_answer: null, last_answered_at: null });
});

it('refuses an answer that is not set or not_now, recording nothing', async () => {
  await signUp(false);
  await later(365);
  const refused = await answer('maybe');
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toEqual({ errors: { answer: ['Answer must be one of: set, not_now'] } });
  expect((await prompt()).due).toBe(true);
});
