import type { RealityCheck } from '@portal/contract';
import { addSeconds } from '../clock';
import { AU, US, callAs } from '../test-support/deposit-helpers';
import { postPlay } from '../test-support/play-helpers';
import {
  bearer,
  createTestApp,
  loginAs,
  userIdOf,
  type TestContext,
} from '../test-support/test-app';

let t: TestContext;
let token: string;
let loginAt: Date;

beforeAll(async () => {
  t = await createTestApp();
  loginAt = t.clock();
  token = await loginAs(t.app, AU);
});
afterAll(() => t.close());

const PATH = '/responsible-gambling/reality-check';

async function check(method: 'GET' | 'POST', url = PATH): Promise<RealityCheck> {
  const response = await callAs(t.app, token)(method, url);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: RealityCheck }>().data;
}

function put(payload: object) {
  return t.app.inject({ method: 'PUT', url: PATH, headers: bearer(token), payload });
}

const minutesAfter = (from: Date, minutes: number) => addSeconds(from, minutes * 60).toISOString();

const events = () => t.published.filter((p) => p.event === 'reality-check.updated');

/** The player's reality-check entries of the responsible-gambling trail, oldest first. */
async function trail() {
  return t.db.query<{ action: string; old_value: number | null; new_value: number | null }>(
    `SELECT action, old_value, new_value FROM responsible_gambling_audit
     WHERE user_id = $1 AND subject = 'reality_check' ORDER BY id`,
    [await userIdOf(t.db, AU)],
  );
}

describe('the reality check', () => {
  it('is every hour in Australia until the player chooses, counted from the login', async () => {
    t.clock.advance(600);
    expect(await check('GET')).toEqual({
      interval_minutes: 60,
      session_started_at: loginAt.toISOString(),
      session_seconds: 600,
      session_net_result: 0,
      next_check_at: minutesAfter(loginAt, 60),
    });
  });

  it('is off elsewhere until the player chooses', async () => {
    // A second API, in the US region.
    const us = await createTestApp({ config: { region: 'US', usState: 'IA' } });
    try {
      const response = await us.app.inject({
        method: 'GET',
        url: PATH,
        headers: bearer(await loginAs(us.app, US)),
      });
      expect(response.json()).toMatchObject({
        data: { interval_minutes: 0, next_check_at: null },
      });
    } finally {
      await us.close();
    }
  }, 60_000);

  it('counts the session’s net result from the login: won - staked, no bonus money', async () => {
    const userId = await userIdOf(t.db, AU);
    const at = (seconds: number) => addSeconds(loginAt, seconds).toISOString();
    await postPlay(t.db, userId, [
      { at: at(-60), amount: -700, category: 'bets', ticket: '#1950' },
      { at: at(60), amount: -1_000, category: 'bets', ticket: '#1951' },
      { at: at(120), amount: 300, category: 'wins', ticket: '#1951' },
      { at: at(180), amount: -400, category: 'bets', ticket: '#2951' },
      { at: at(240), amount: 5_000, category: 'bonuses' },
    ]);
    expect((await check('GET')).session_net_result).toBe(-1_100);
  });

  it('keeps the chosen interval and tells every device', async () => {
    const before = events().length;
    const response = await put({ interval_minutes: 15 });
    expect(response.statusCode).toBe(200);
    const chosen = response.json<{ data: RealityCheck }>().data;
    expect(chosen).toMatchObject({
      interval_minutes: 15,
      next_check_at: minutesAfter(loginAt, 15),
    });
    expect(await check('GET')).toEqual(chosen);
    // The trail keeps the change with the interval it replaced (AU's default, every hour).
    expect(await trail()).toEqual([
      { action: 'Reality check interval changed', old_value: 60, new_value: 15 },
    ]);
    expect(events().slice(before)).toEqual([
      { userId: await userIdOf(t.db, AU), event: 'reality-check.updated', payload: chosen },
    ]);
  });

  it('refuses an interval it does not offer and changes nothing', async () => {
    const kept = await check('GET');
    const keptTrail = await trail();
    const before = events().length;
    for (const interval_minutes of [20, -15, '15', '', null]) {
      const response = await put({ interval_minutes });
      expect(response.statusCode).toBe(422);
      const errors = response.json<{ errors: Record<string, string[]> }>().errors;
      expect(errors).toEqual({ interval_minutes: [expect.stringMatching(/^Interval must be /)] });
    }
    expect(await check('GET')).toEqual(kept);
    expect(await trail()).toEqual(keptTrail);
    expect(events()).toHaveLength(before);
  });

  it('is due a whole interval after the player answers one', async () => {
    t.clock.advance(20 * 60);
    const before = events().length;
    const answered = await check('POST', `${PATH}/acknowledge`);
    expect(answered.next_check_at).toBe(minutesAfter(t.clock(), 15));
    expect((await trail()).at(-1)).toEqual({
      action: 'Reality check answered',
      old_value: null,
      new_value: null,
    });
    expect(
      events()
        .slice(before)
        .map((e) => e.payload),
    ).toEqual([answered]);
  });

  it('goes on over a refreshed token: the session is the login’s', async () => {
    const refreshed = await callAs(t.app, token)('POST', '/auth/refresh');
    expect(refreshed.statusCode).toBe(200);
    token = refreshed.json<{ token: string }>().token;
    expect(await check('GET')).toMatchObject({
      session_started_at: loginAt.toISOString(),
      interval_minutes: 15,
    });
  });

  it('is due when a development call says, until the player answers', async () => {
    const due = await t.app.inject({
      method: 'POST',
      url: '/dev/reality-check/due',
      payload: { email: AU, in_seconds: 5 },
    });
    expect(due.statusCode).toBe(200);
    const next = addSeconds(t.clock(), 5).toISOString();
    expect(due.json()).toMatchObject({ data: { next_check_at: next } });
    expect(events().at(-1)?.payload).toMatchObject({ next_check_at: next });
    expect((await check('GET')).next_check_at).toBe(next);
    t.clock.advance(10);
    expect((await check('POST', `${PATH}/acknowledge`)).next_check_at).toBe(
      minutesAfter(t.clock(), 15),
    );
  });

  it('is never due when off', async () => {
    expect((await put({ interval_minutes: 0 })).json()).toMatchObject({
      data: { interval_minutes: 0, next_check_at: null },
    });
    const due = await t.app.inject({
      method: 'POST',
      url: '/dev/reality-check/due',
      payload: { email: AU, in_seconds: 5 },
    });
    expect(due.statusCode).toBe(422);
    expect(due.json()).toEqual({ errors: { email: ['Reality checks are off for this player'] } });
  });
});
