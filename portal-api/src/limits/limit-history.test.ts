import { AU, callAs, depositSession, US } from '../test-support/deposit-helpers';
import { DAY, historyOf, setLimit } from '../test-support/limit-helpers';
import { loginAs, type TestContext } from '../test-support/test-app';

let t: TestContext;
let call: ReturnType<typeof callAs>;

beforeEach(async () => {
  ({ t, call } = await depositSession(AU));
});

afterEach(() => t.close());

const DAILY_DEPOSIT = { limit_type_id: 1, duration_type_id: 1 };

/** Lowers the daily deposit limit once a day, from $100 down: `count` entries a day apart. */
async function lowerDaily(count: number) {
  for (let day = 0; day < count; day += 1) {
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 - day * 100 });
    t.clock.advance(DAY);
    call = callAs(t.app, await loginAs(t.app, AU));
  }
}

const actionsOf = (response: { json(): { data: { action: string }[] } }) =>
  response.json().data.map((entry) => entry.action);

describe('GET /users/limits/history', () => {
  it('is empty before any change', async () => {
    const response = await historyOf(call);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [],
      meta: {
        pagination: { total: 0, count: 0, per_page: 10, current_page: 1, total_pages: 0 },
      },
    });
  });

  it('lists the changes newest first, ten a page', async () => {
    await lowerDaily(12);
    const first = await historyOf(call);
    expect(first.json().data).toHaveLength(10);
    expect(first.json().data[0]).toEqual({
      id: expect.any(Number),
      type: { id: 1, name: 'Deposit' },
      duration: { name: 'Daily' },
      action: 'Limit lowered',
      created_at: '2026-03-12T10:00:00.000Z',
      value: { old: 9000, new: 8900 },
    });
    expect(first.json().meta.pagination).toMatchObject({ current_page: 1, total_pages: 2 });
    const second = await historyOf(call, 'page=2');
    expect(actionsOf(second)).toEqual(['Limit lowered', 'Limit set']);
    expect(second.json().data[1].value).toEqual({ old: null, new: 10000 });
  });

  it('keeps the changes between the from and to instants, both included', async () => {
    await lowerDaily(5);
    const response = await historyOf(
      call,
      'page=1&from_date=2026-03-02T10:00:00.000Z&to_date=2026-03-04T10:00:00.000Z',
    );
    expect(response.json().data.map((entry: { created_at: string }) => entry.created_at)).toEqual([
      '2026-03-04T10:00:00.000Z',
      '2026-03-03T10:00:00.000Z',
      '2026-03-02T10:00:00.000Z',
    ]);
    const fromOnly = await historyOf(call, 'page=1&from_date=2026-03-05T00:00:00.000Z');
    expect(fromOnly.json().data).toHaveLength(1);
  });

  it('shows only the caller’s changes', async () => {
    await setLimit(call, { ...DAILY_DEPOSIT, limit: 10000 });
    const other = callAs(t.app, await loginAs(t.app, US));
    expect((await historyOf(other)).json().data).toEqual([]);
  });

  it('refuses a from date after the to date, a to date in the future and a bad date', async () => {
    const refusals: [string, object][] = [
      [
        'from_date=2026-03-01T00:00:00.000Z&to_date=2026-02-28T23:59:59.999Z',
        { from_date: ['The from date must not be after the to date.'] },
      ],
      ['to_date=2026-03-02T10:00:00.000Z', { to_date: ['The to date must not be in the future.'] }],
      [
        'from_date=yesterday',
        { from_date: ['From date must be a date like 2026-03-01T00:00:00.000Z'] },
      ],
    ];
    for (const [query, errors] of refusals) {
      const response = await historyOf(call, `page=1&${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors });
    }
    const endOfTodayInSydney = await historyOf(call, 'page=1&to_date=2026-03-01T12:59:59.999Z');
    expect(endOfTodayInSydney.statusCode).toBe(200);
  });

  it('needs a signed-in player', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/users/limits/history?page=1' });
    expect(response.statusCode).toBe(401);
  });
});
