import { AU, callAs, depositSession, US } from '../test-support/deposit-helpers';
import { DAY, limitsOf, setLimit } from '../test-support/limit-helpers';
import { addBankAccount, claimsAt, geoPacket } from '../test-support/withdrawal-helpers';
import {
  createTestApp,
  loginAs,
  postLogin,
  userIdOf,
  type TestContext,
} from '../test-support/test-app';

let t: TestContext;
let call: ReturnType<typeof callAs>;
let userId: number;

afterEach(() => t.close());

async function loginRefusal(email: string) {
  const response = await postLogin(t.app, email);
  return { status: response.statusCode, body: response.json() };
}

const refusedWith = (message: string) => ({ status: 422, body: { errors: { error: [message] } } });

async function stillSignedIn() {
  return (await call('GET', '/users/current')).statusCode === 200;
}

async function auditOf(subject: string) {
  return t.db.query<{ actor: string; action: string; old_value: unknown; new_value: unknown }>(
    `SELECT actor, action, old_value, new_value FROM responsible_gambling_audit
     WHERE user_id = $1 AND subject = $2`,
    [userId, subject],
  );
}

function depositsOf(id: number) {
  return t.db.query('SELECT id FROM deposits WHERE user_id = $1', [id]);
}

function deposit() {
  return call('POST', '/deposit/fatzebra/create', { amount: 5000, promotion: null });
}

describe('breaks outside the US', () => {
  beforeEach(async () => {
    ({ t, call, userId } = await depositSession(AU));
  });

  it('takes a 1-day break: the sessions end, and login opens a session only to withdraw', async () => {
    const response = await call('POST', '/users/break', { period: '1d' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        break_applied_at: '2026-03-01T10:00:00.000Z',
        break_end_at: '2026-03-02T10:00:00.000Z',
        break_kind: 'short',
      },
    });
    expect(await stillSignedIn()).toBe(false);
    expect(t.ended).toEqual([userId]);
    expect(await auditOf('break')).toEqual([
      {
        actor: 'player',
        action: 'Break taken',
        old_value: null,
        new_value: '2026-03-02T10:00:00.000Z',
      },
    ]);
    call = callAs(t.app, await loginAs(t.app, AU));
    const user = (await call('GET', '/users/current')).json().data;
    expect(user).toMatchObject({ break_end_at: '2026-03-02T10:00:00.000Z', break_kind: 'short' });
    expect((await call('GET', '/wallets/transactions')).statusCode).toBe(200);
    const accountId = await addBankAccount(t.app, call);
    const withdrawal = await call('POST', '/withdraw', {
      amount: 2500,
      user_bank_account_id: accountId,
    });
    expect(withdrawal.statusCode).toBe(200);
    expect(withdrawal.json().data.amount).toBe(2500);
    const onlyWithdrawals = {
      errors: {
        error: [
          'You are on a break until 2 March 2026 at 9:00 pm. Until then you can only see your ' +
            'balance, withdraw and read your cash transactions.',
        ],
      },
    };
    for (const [method, url, body] of [
      ['POST', '/deposit/fatzebra/create', { amount: 5000, promotion: null }],
      ['POST', '/deposit/zepto/register', {}],
      ['POST', '/users/current', { first_name: 'Sam' }],
      ['POST', '/users/break', { period: '2d' }],
      ['GET', '/users/deposit_request_types', undefined],
    ] as const) {
      const refused = await call(method, url, body);
      expect({ url, status: refused.statusCode, body: refused.json() }).toEqual({
        url,
        status: 403,
        body: onlyWithdrawals,
      });
    }
    expect(await depositsOf(userId)).toEqual([]);
  });

  it('lets a player on a short break tighten a limit, never loosen it', async () => {
    await setLimit(call, { limit_type_id: 1, duration_type_id: 1, limit: 10000 });
    await call('POST', '/users/break', { period: '3d' });
    call = callAs(t.app, await loginAs(t.app, AU));
    const loosen = await setLimit(call, { limit_type_id: 1, duration_type_id: 1, limit: 20000 });
    expect(loosen.statusCode).toBe(403);
    expect(loosen.json().errors.error[0]).toMatch(/^You are on a break until 4 March 2026/);
    const tighten = await setLimit(call, { limit_type_id: 1, duration_type_id: 1, limit: 5000 });
    expect(tighten.statusCode).toBe(200);
    const { limits, limit_requests } = await limitsOf(call);
    expect(limits.map((limit: { limit: number }) => limit.limit)).toEqual([5000]);
    expect(limit_requests).toEqual([]);
  });

  it('takes a 6-month long break: login is refused until it ends', async () => {
    const response = await call('POST', '/users/break', { period: '6m' });
    expect(response.json().data).toMatchObject({
      break_end_at: '2026-09-01T10:00:00.000Z',
      break_kind: 'long',
    });
    expect(await loginRefusal(AU)).toEqual(
      refusedWith('You are on a break until 1 September 2026 at 8:00 pm.'),
    );
    t.clock.advance(184 * DAY - 1);
    expect((await loginRefusal(AU)).status).toBe(422);
    t.clock.advance(1);
    expect(await loginAs(t.app, AU)).toEqual(expect.any(String));
  });

  it('offers 1 to 31 days, 1 to 7 weeks and 6 months', async () => {
    for (const period of ['0d', '32d', '8w', '3d ', '1m', '1y', 7, null, undefined]) {
      const response = await call('POST', '/users/break', { period });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: { period: ['Please select a valid period'] } });
    }
    const longBreak = await call('POST', '/users/break', { period: '6m' });
    expect(longBreak.json().data.break_end_at).toBe('2026-09-01T10:00:00.000Z');
  });

  it('ends a 7-week break 49 days later', async () => {
    const response = await call('POST', '/users/break', { period: '7w' });
    expect(response.json().data.break_end_at).toBe('2026-04-19T10:00:00.000Z');
  });

  it('refuses deposits to a player on a long break', async () => {
    await t.db.query("UPDATE users SET break_end_at = $2, break_kind = 'long' WHERE id = $1", [
      userId,
      new Date('2026-03-05T10:00:00.000Z'),
    ]);
    const refused = await deposit();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      errors: { error: ['You are on a break until 5 March 2026 at 9:00 pm.'] },
    });
    expect(await depositsOf(userId)).toEqual([]);
  });

  it('leaves self-exclusion to BetStop', async () => {
    for (const url of ['/users/self_exclude', '/users/self_exclude/lifetime']) {
      const response = await call('POST', url, { period: '1y' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.error[0]).toMatch(/BetStop/);
    }
    expect(await stillSignedIn()).toBe(true);
  });

  it('closes the account: sessions end and login is refused, for good', async () => {
    const response = await call('POST', '/users/close');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });
    expect(await stillSignedIn()).toBe(false);
    const [user] = await t.db.query<{ status_id: number }>(
      'SELECT status_id FROM users WHERE id = $1',
      [userId],
    );
    expect(user.status_id).toBe(4);
    expect((await loginRefusal(AU)).body.errors).toEqual(
      refusedWith('Your account is closed. Please contact customer support.').body.errors,
    );
    t.clock.advance(400 * DAY);
    expect((await loginRefusal(AU)).status).toBe(422);
    const wrongPassword = await postLogin(t.app, AU, 'Wrong1234!');
    expect(wrongPassword.json().errors.error).toEqual([
      'These credentials do not match our records.',
    ]);
    expect(await auditOf('closure')).toEqual([
      { actor: 'player', action: 'Account closed', old_value: 'active', new_value: 'closed' },
    ]);
  });
});

describe('a closed account', () => {
  beforeEach(async () => {
    ({ t, call, userId } = await depositSession(AU));
    expect((await call('POST', '/users/close')).statusCode).toBe(200);
  });

  function readOnlyLogin(email: string, password?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: {
        email,
        password: password ?? 'Demo1234!',
        recaptcha_token: 'test',
        read_only: true,
      },
    });
  }

  it('signs in read-only: its statements and history, and nothing else', async () => {
    const login = await readOnlyLogin(AU);
    expect(login.statusCode).toBe(200);
    const { token } = login.json<{ token: string }>();
    call = callAs(t.app, token);

    for (const url of [
      '/users/current',
      '/activity/statement?period=this-year',
      '/activity/statements',
      '/activity/net-position',
      '/wallets/transactions',
    ]) {
      expect([url, (await call('GET', url)).statusCode]).toEqual([url, 200]);
    }
    const lastMonth = '2026-02';
    expect((await call('POST', '/activity/statements', { month: lastMonth })).statusCode).toBe(201);

    const refusal = [
      'Your account is closed. Please contact customer support. You can still read your statements and history.',
    ];
    const refused = [
      await deposit(),
      await call('POST', '/limits', { limit_type_id: 1, duration_type_id: 1, limit: 5000 }),
      await t.app.inject({
        method: 'PUT',
        url: '/responsible-gambling/reality-check',
        headers: { authorization: `Bearer ${token}` },
        payload: { interval_minutes: 15 },
      }),
      await call('POST', '/users/current', { first_name: 'Reopened' }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errors.error).toEqual(refusal);
    }
    expect(await depositsOf(userId)).toEqual([]);
  });

  it('is still refused a full session, and a wrong password gets nothing', async () => {
    expect(await loginRefusal(AU)).toEqual({
      status: 422,
      body: {
        errors: { error: ['Your account is closed. Please contact customer support.'] },
        meta: { read_only_login: true },
      },
    });
    const wrong = await readOnlyLogin(AU, 'Wrong1234!');
    expect(wrong.json().errors.error).toEqual(['These credentials do not match our records.']);
  });
});

describe('timeouts and self-exclusion in the US', () => {
  beforeEach(async () => {
    t = await createTestApp({
      config: { region: 'US', usState: 'IA', serverTimezone: 'America/Chicago' },
    });
    call = callAs(t.app, await loginAs(t.app, US));
    userId = await userIdOf(t.db, US);
  });

  it('takes a 3-day timeout: login opens a session only to withdraw; 6 months refuses login', async () => {
    for (const period of ['1d', '1w', '31d']) {
      expect((await call('POST', '/users/break', { period })).statusCode).toBe(422);
    }
    const response = await call('POST', '/users/break', { period: '3d' });
    expect(response.json().data.break_end_at).toBe('2026-03-04T10:00:00.000Z');
    expect(await stillSignedIn()).toBe(false);
    call = callAs(t.app, await loginAs(t.app, US));
    expect((await call('GET', '/users/withdrawal_request_types')).statusCode).toBe(200);
    const refused = await call('POST', '/limits', { limit_type_id: 3, duration_type_id: 1 });
    expect(refused.json().errors.error).toBeUndefined();
    const deposit = await call('POST', '/deposit/paysafe/create', {
      deposit_request_type_id: 8,
      amount: 5000,
    });
    expect(deposit.json().errors.error).toEqual([
      'You are on a timeout until March 4, 2026 at 4:00 AM. Until then you can only see your ' +
        'balance, withdraw and read your cash transactions.',
    ]);
    await t.db.query("UPDATE users SET break_kind = 'long' WHERE id = $1", [userId]);
    expect(await loginRefusal(US)).toEqual(
      refusedWith('You are on a timeout until March 4, 2026 at 4:00 AM.'),
    );
    t.clock.advance(3 * DAY);
    expect(await loginAs(t.app, US)).toEqual(expect.any(String));
  });

  it('self-excludes for a year: sessions end, login is refused until the year ends', async () => {
    const bad = await call('POST', '/users/self_exclude', { period: '2y' });
    expect(bad.json()).toEqual({ errors: { period: ['Please select a valid period'] } });
    const response = await call('POST', '/users/self_exclude', { period: '1y' });
    expect(response.json()).toEqual({ status: 'success' });
    expect(await stillSignedIn()).toBe(false);
    expect(await loginRefusal(US)).toEqual(
      refusedWith('You are self-excluded until March 1, 2027 at 4:00 AM.'),
    );
    expect(await auditOf('self_exclusion')).toEqual([
      {
        actor: 'player',
        action: 'Self-excluded',
        old_value: null,
        new_value: '2027-03-01T10:00:00.000Z',
      },
    ]);
    t.clock.advance(365 * DAY);
    expect(await loginAs(t.app, US)).toEqual(expect.any(String));
  });

  it('self-excludes for life', async () => {
    const response = await call('POST', '/users/self_exclude/lifetime');
    expect(response.json()).toEqual({ status: 'success' });
    t.clock.advance(100 * 365 * DAY);
    expect(await loginRefusal(US)).toEqual(refusedWith('Your account is self-excluded.'));
  });

  it('refuses deposits while self-excluded', async () => {
    await t.db.query('UPDATE users SET self_excluded_at = $2 WHERE id = $1', [userId, t.clock()]);
    const response = await call('POST', '/deposit/paysafe/create', {
      deposit_request_type_id: 8,
      amount: 5000,
      geo_packet: geoPacket(
        t.config.integrations.locationSandboxSecret,
        claimsAt(t.clock(), userId),
      ),
    });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 403,
      body: {
        errors: { error: ['Your account is self-excluded.'] },
      },
    });
  });
});
