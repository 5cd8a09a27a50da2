import { AU, callAs, depositSession, US } from '../test-support/deposit-helpers';
import { DAY, HOUR, historyOf, limitsOf, setLimit } from '../test-support/limit-helpers';
import { loginAs, type TestContext } from '../test-support/test-app';

let t: TestContext;
let call: ReturnType<typeof callAs>;
let email: string;

afterEach(() => t.close());

const DAILY_DEPOSIT = { limit_type_id: 1, duration_type_id: 1 };
const MONTHLY_SPENDING = { limit_type_id: 2, duration_type_id: 4 };
const DAILY_TIME = { limit_type_id: 3, duration_type_id: 1 };

/** Moves the clock, and signs the player in again (tokens expire meanwhile). */
async function later(seconds: number) {
  t.clock.advance(seconds);
  call = callAs(t.app, await loginAs(t.app, email));
}

const inDays = (days: number) => new Date(t.clock().getTime() + days * DAY * 1000).toISOString();

/** The player's limit of that type and duration in force, and its pending change. */
async function slot({ limit_type_id, duration_type_id }: typeof DAILY_DEPOSIT) {
  const { limits, limit_requests } = await limitsOf(call);
  const same = (entry: { type: { id: number }; duration: { id: number } }) =>
    entry.type.id === limit_type_id && entry.duration.id === duration_type_id;
  return { inForce: limits.filter(same), pending: limit_requests.filter(same) };
}

async function latestHistory() {
  return (await historyOf(call)).json().data[0];
}

function confirm(requestId: number) {
  return call('POST', `/limits/requests/${requestId}/confirm`);
}

function deposit(amount: number) {
  return call('POST', '/deposit/fatzebra/create', { amount, promotion: null });
}

describe('limits outside the US', () => {
  beforeEach(async () => {
    email = AU;
    ({ t, call } = await depositSession(email));
  });

  it('applies a new limit at once and answers with the limits in force and pending', async () => {
    const response = await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.limits).toContainEqual(
      expect.objectContaining({
        type: { id: 1, name: 'Deposit' },
        duration: { id: 1, name: 'Daily' },
        limit: 10000,
        created_at: t.clock().toISOString(),
      }),
    );
    expect(response.json().data.limit_requests).toEqual([]);
    expect(await latestHistory()).toMatchObject({
      action: 'Limit set',
      type: { id: 1, name: 'Deposit' },
      duration: { name: 'Daily' },
      value: { old: null, new: 10000 },
    });
  });

  it('lowers a limit at once', async () => {
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 });
    await later(HOUR);
    expect((await setLimit(call, { ...DAILY_DEPOSIT, limit: 5050 })).statusCode).toBe(200);
    const { inForce, pending } = await slot(DAILY_DEPOSIT);
    expect(inForce.map((limit: { limit: number }) => limit.limit)).toEqual([5050]);
    expect(pending).toEqual([]);
    expect(await latestHistory()).toMatchObject({
      action: 'Limit lowered',
      value: { old: 10000, new: 5050 },
    });
  });

  it('makes a raise wait 7 days, to the second, then applies it only when the player confirms it', async () => {
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 });
    const activateAt = inDays(7);
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 20000 });
    expect(await slot(DAILY_DEPOSIT)).toMatchObject({
      inForce: [{ limit: 10000 }],
      pending: [
        {
          limit: 20000,
          activate_at: activateAt,
          confirm_by: inDays(14),
          awaiting_confirmation: false,
        },
      ],
    });
    expect(await latestHistory()).toMatchObject({
      action: 'Limit raise requested',
      value: { old: 10000, new: 20000 },
    });
    await later(7 * DAY - 1);
    expect(await slot(DAILY_DEPOSIT)).toMatchObject({
      inForce: [{ limit: 10000 }],
      pending: [{ awaiting_confirmation: false }],
    });
    await later(1);
    const { inForce, pending } = await slot(DAILY_DEPOSIT);
    expect(inForce).toMatchObject([{ limit: 10000 }]);
    expect(pending).toMatchObject([{ limit: 20000, awaiting_confirmation: true }]);
    await later(HOUR);
    const confirmed = await confirm(pending[0].id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.limits).toContainEqual(
      expect.objectContaining({ limit: 20000, created_at: t.clock().toISOString() }),
    );
    expect(await slot(DAILY_DEPOSIT)).toMatchObject({ inForce: [{ limit: 20000 }], pending: [] });
    expect(await latestHistory()).toMatchObject({
      action: 'Change confirmed',
      created_at: t.clock().toISOString(),
      value: { old: 10000, new: 20000 },
    });
  });

  it('refuses deposits over the limit in force, not over a pending raise', async () => {
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 });
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 20000 });
    const over = await deposit(15000);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ errors: { amount: ['You have reached your deposit limit'] } });
    await later(7 * DAY);
    expect((await deposit(15000)).statusCode).toBe(422);
    const [raise] = (await slot(DAILY_DEPOSIT)).pending;
    expect((await confirm(raise.id)).statusCode).toBe(200);
    expect((await deposit(15000)).statusCode).toBe(200);
    expect((await deposit(5001)).statusCode).toBe(422);
  });

  it('makes a removal wait 7 days', async () => {
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 });
    const removal = await setLimit(call, { ...DAILY_DEPOSIT, limit: null });
    expect(removal.statusCode).toBe(200);
    expect(removal.json().data.limit_requests).toEqual([
      expect.objectContaining({ limit: null, activate_at: inDays(7) }),
    ]);
    expect(await latestHistory()).toMatchObject({
      action: 'Removal requested',
      value: { old: 10000, new: null },
    });
    await later(7 * DAY);
    const { inForce, pending } = await slot(DAILY_DEPOSIT);
    expect(inForce).toHaveLength(1);
    expect(pending).toMatchObject([{ limit: null, awaiting_confirmation: true }]);
    expect((await confirm(pending[0].id)).statusCode).toBe(200);
    expect(await slot(DAILY_DEPOSIT)).toEqual({ inForce: [], pending: [] });
    expect(await latestHistory()).toMatchObject({
      action: 'Limit removed',
      value: { old: 10000, new: null },
    });
    expect((await deposit(50000)).statusCode).toBe(200);
  });

  it('does not loosen again while a change is pending, but tightens and drops it', async () => {
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 });
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 20000 });
    for (const limit of [30000, 15000, null]) {
      const again = await setLimit(call, { ...DAILY_DEPOSIT, limit });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        errors: {
          error: [
            'Your deposit limit cannot be loosened again before 8 March 2026 at 9:00 pm, ' +
              'when you can confirm its pending change.',
          ],
        },
      });
    }
    expect((await setLimit(call, { ...DAILY_DEPOSIT, limit: 8000 })).statusCode).toBe(200);
    expect(await slot(DAILY_DEPOSIT)).toMatchObject({ inForce: [{ limit: 8000 }], pending: [] });
    const [lowered, cancelled] = (await historyOf(call)).json().data;
    expect(lowered).toMatchObject({ action: 'Limit lowered', value: { old: 10000, new: 8000 } });
    expect(cancelled).toMatchObject({
      action: 'Pending change cancelled',
      value: { old: 20000, new: 10000 },
    });
    await later(8 * DAY);
    expect((await slot(DAILY_DEPOSIT)).inForce).toMatchObject([{ limit: 8000 }]);
  });

  it('setting the limit in force again cancels its pending raise', async () => {
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 });
    const same = await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 });
    expect(same.json()).toEqual({ errors: { error: ['This limit is already in force.'] } });
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 20000 });
    expect((await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 })).statusCode).toBe(200);
    expect(await slot(DAILY_DEPOSIT)).toMatchObject({ inForce: [{ limit: 10000 }], pending: [] });
  });

  it('does not loosen a limit before its timeframe ends', async () => {
    await setLimit(call, { ...MONTHLY_SPENDING, limit: 50000 });
    await later(DAY);
    await setLimit(call, { ...MONTHLY_SPENDING, limit: 90000 });
    const { pending } = await slot(MONTHLY_SPENDING);
    expect(pending).toMatchObject([{ limit: 90000, activate_at: '2026-04-01T10:00:00.000Z' }]);
    await later(7 * DAY);
    expect((await slot(MONTHLY_SPENDING)).inForce).toMatchObject([{ limit: 50000 }]);
  });

  it('keeps limits of other durations apart', async () => {
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 });
    await setLimit(call, { limit_type_id: 1, duration_type_id: 2, limit: 40000 });
    expect((await slot(DAILY_DEPOSIT)).inForce).toMatchObject([{ limit: 10000 }]);
    expect((await deposit(10001)).statusCode).toBe(422);
  });

  it('refuses a removal of no limit, unknown types and durations, and bad amounts', async () => {
    const refusals: [object, object][] = [
      [
        { ...DAILY_DEPOSIT, limit: null },
        { error: ['You have no limit of this duration to remove.'] },
      ],
      [
        { ...DAILY_TIME },
        {
          limit_type_id: ['This limit type is not available'],
          duration_type_id: expect.anything(),
        },
      ],
      [
        { limit_type_id: 1, duration_type_id: 9, limit: 100 },
        { duration_type_id: ['Please select a valid duration'] },
      ],
      [{ ...DAILY_DEPOSIT, limit: -1 }, { limit: ['Please enter a valid amount'] }],
      [{ ...DAILY_DEPOSIT, limit: 10.5 }, { limit: ['Please enter a valid amount'] }],
      [{ ...DAILY_DEPOSIT, limit: 'ten' }, { limit: ['Please enter a valid amount'] }],
      [{ ...DAILY_DEPOSIT }, { limit: ['Please enter a valid amount'] }],
      [
        { ...DAILY_DEPOSIT, limit: 100_000_001 },
        { limit: ['The limit may not be more than $1,000,000.00'] },
      ],
    ];
    for (const [body, errors] of refusals) {
      const response = await call('POST', '/limits', body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors });
    }
    expect((await setLimit(call, { ...DAILY_DEPOSIT, limit: 0 })).statusCode).toBe(200);
    expect((await historyOf(call)).json().data).toHaveLength(1);
  });

  it('keeps the trail as history', async () => {
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 });
    await expect(
      t.db.query('UPDATE responsible_gambling_audit SET action = $1', ['x']),
    ).rejects.toThrow(/history: UPDATE is not allowed/);
    await expect(t.db.query('DELETE FROM responsible_gambling_audit')).rejects.toThrow(
      /history: DELETE is not allowed/,
    );
  });
});

describe('the US daily time limit', () => {
  beforeEach(async () => {
    email = US;
    ({ t, call } = await depositSession(email));
  });

  it('applies at once in minutes and waits 24 hours, to the second, to be removed', async () => {
    const set = await setLimit(call, { ...DAILY_TIME, limit: 150 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.limits).toContainEqual(
      expect.objectContaining({ type: { id: 3, name: 'Time' }, limit: 150, used: 0 }),
    );
    expect(await latestHistory()).toMatchObject({
      action: 'Limit set',
      value: { old: null, new: 150 },
    });
    const removal = await setLimit(call, { ...DAILY_TIME, limit: null });
    expect(removal.json().data.limit_requests).toEqual([
      expect.objectContaining({ type: { id: 3, name: 'Time' }, activate_at: inDays(1) }),
    ]);
    await later(DAY - 1);
    expect((await slot(DAILY_TIME)).pending).toMatchObject([{ awaiting_confirmation: false }]);
    await later(1);
    const { inForce, pending } = await slot(DAILY_TIME);
    expect(inForce).toHaveLength(1);
    expect(pending).toMatchObject([{ awaiting_confirmation: true, confirm_by: inDays(7) }]);
    expect((await confirm(pending[0].id)).statusCode).toBe(200);
    expect(await slot(DAILY_TIME)).toEqual({ inForce: [], pending: [] });
  });

  it.each([undefined, 0, 1441, 1.5, '60', -5])(
    'takes whole minutes from 1 to 24 hours, not %p',
    async (limit) => {
      const response = await call('POST', '/limits', { ...DAILY_TIME, limit });
      expect(response.json()).toEqual({
        errors: { limit: ['Please enter a time limit from 1 minute to 24 hours.'] },
      });
      expect((await slot(DAILY_TIME)).inForce).toEqual([]);
    },
  );

  it('keeps the 7-day wait for US deposit limits', async () => {
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 });
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 20000 });
    expect((await slot(DAILY_DEPOSIT)).pending).toMatchObject([{ activate_at: inDays(7) }]);
  });
});
