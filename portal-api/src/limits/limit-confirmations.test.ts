// Issue 31: a looser limit or a removal that has waited its period applies only when the player
// confirms it within 7 days; unconfirmed, it lapses and the stricter limit stays in force.
import { AU, callAs, depositSession, UNVERIFIED, US } from '../test-support/deposit-helpers';
import { DAY, HOUR, historyOf, limitsOf, setLimit } from '../test-support/limit-helpers';
import { loginAs, type TestContext } from '../test-support/test-app';

let t: TestContext;
let call: ReturnType<typeof callAs>;

afterEach(() => t.close());

const DAILY_DEPOSIT = { limit_type_id: 1, duration_type_id: 1 };

async function later(seconds: number) {
  t.clock.advance(seconds);
  call = callAs(t.app, await loginAs(t.app, AU));
}

const inDays = (days: number) => new Date(t.clock().getTime() + days * DAY * 1000).toISOString();

const confirm = (id: number) => call('POST', `/limits/requests/${id}/confirm`);
const keep = (id: number) => call('DELETE', `/limits/requests/${id}`);

/** A $100 daily deposit limit in force and a raise to $200 asked for now; the raise's id. */
async function raiseAsked(): Promise<number> {
  await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 });
  const raise = await setLimit(call, { ...DAILY_DEPOSIT, limit: 20000 });
  return raise.json().data.limit_requests[0].id;
}

const inForce = async () => (await limitsOf(call)).limits.map((l: { limit: number }) => l.limit);
const GONE = {
  errors: {
    error: [
      'This limit change is no longer waiting: it was confirmed, cancelled or lapsed. ' +
        'Your limits show what is in force.',
    ],
  },
};

describe('confirming a looser limit', () => {
  beforeEach(async () => {
    ({ t, call } = await depositSession(AU));
  });

  it('lapses unconfirmed 7 days after its wait: the stricter limit stays, and the trail says so', async () => {
    const id = await raiseAsked();
    const confirmBy = inDays(14);
    await later(14 * DAY - 1);
    expect((await limitsOf(call)).limit_requests).toMatchObject([
      { id, awaiting_confirmation: true, confirm_by: confirmBy },
    ]);
    await later(1);
    expect(await limitsOf(call)).toEqual({
      limits: [expect.objectContaining({ limit: 10000 })],
      limit_requests: [],
    });
    expect((await historyOf(call)).json().data[0]).toMatchObject({
      action: 'Change lapsed unconfirmed',
      created_at: confirmBy,
      value: { old: 10000, new: 20000 },
    });
    const late = await confirm(id);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual(GONE);
    expect(await inForce()).toEqual([10000]);
  });

  it('cannot be confirmed while it still waits', async () => {
    const id = await raiseAsked();
    await later(7 * DAY - HOUR);
    const early = await confirm(id);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({
      errors: {
        error: [
          'This change is still in its waiting period. You can confirm it from 8 March 2026 at 9:00 pm.',
        ],
      },
    });
    expect(await inForce()).toEqual([10000]);
  });

  it('keeps the current limit at the player’s word, before or after the wait', async () => {
    const id = await raiseAsked();
    await later(7 * DAY);
    const kept = await keep(id);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.limit_requests).toEqual([]);
    expect(await inForce()).toEqual([10000]);
    expect((await historyOf(call)).json().data[0]).toMatchObject({
      action: 'Current limit kept',
      value: { old: 20000, new: 10000 },
    });
    expect(await confirm(id)).toMatchObject({ statusCode: 404 });
    expect((await setLimit(call, { ...DAILY_DEPOSIT, limit: 30000 })).statusCode).toBe(200);
  });

  it('refuses another loosening while one waits to be confirmed', async () => {
    await raiseAsked();
    await later(7 * DAY);
    const again = await setLimit(call, { ...DAILY_DEPOSIT, limit: 30000 });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      errors: {
        error: [
          'Your deposit limit already has a change waiting for you to confirm it by ' +
            '15 March 2026 at 9:00 pm. Confirm it or keep your current limit first.',
        ],
      },
    });
    expect((await setLimit(call, { ...DAILY_DEPOSIT, limit: 5000 })).statusCode).toBe(200);
    expect(await limitsOf(call)).toMatchObject({ limits: [{ limit: 5000 }], limit_requests: [] });
  });

  it('is the player’s own: another player’s confirm or keep finds nothing and changes nothing', async () => {
    const id = await raiseAsked();
    await later(7 * DAY);
    const other = callAs(t.app, await loginAs(t.app, UNVERIFIED));
    for (const response of [
      await other('POST', `/limits/requests/${id}/confirm`),
      await other('DELETE', `/limits/requests/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(GONE);
    }
    expect((await limitsOf(call)).limit_requests).toMatchObject([{ id }]);
    const bad = await call('POST', '/limits/requests/abc/confirm');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: { id: ['Id must be a whole number'] } });
  });

  it('is refused on a short break, which only tightens; keeping the limit is allowed', async () => {
    const id = await raiseAsked();
    await later(7 * DAY);
    await call('POST', '/users/break', { period: '1d' });
    call = callAs(t.app, await loginAs(t.app, AU));
    const refused = await confirm(id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.error[0]).toMatch(/^You are on a break until 9 March 2026/);
    expect(await inForce()).toEqual([10000]);
    expect((await keep(id)).statusCode).toBe(200);
  });
});

describe('the waiting periods the API states', () => {
  it('gives each limit type its wait and confirmation window in hours, per country', async () => {
    ({ t, call } = await depositSession(AU));
    const waits = async (player: typeof call) =>
      (await player('GET', '/users/current'))
        .json()
        .meta.locale.available_limits.map(
          (limit: { name: string; loosening_wait_hours: number; confirm_within_hours: number }) => [
            limit.name,
            limit.loosening_wait_hours,
            limit.confirm_within_hours,
          ],
        );
    expect(await waits(call)).toEqual([
      ['Deposit', 168, 168],
      ['Spending', 168, 168],
    ]);
    expect(await waits(callAs(t.app, await loginAs(t.app, US)))).toEqual([
      ['Deposit', 168, 168],
      ['Spending', 168, 168],
      ['Time', 24, 168],
    ]);
  });
});
