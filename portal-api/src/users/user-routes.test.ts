import {
  bearer,
  createTestApp,
  loginAs,
  userIdOf,
  type TestContext,
} from '../test-support/test-app';

const AU = 'demo.au@portal.test';
const UNVERIFIED = 'demo.au.unverified@portal.test';
const US = 'demo.us@portal.test';
const ALL_EMBEDS = 'user_bank_account,limits,bpay_details,payid_details,user_cards';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ config: { tokenTtlSeconds: 600 } });
});

afterAll(() => t.close());

function currentUser(token?: string, embed?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/users/current',
    query: embed === undefined ? {} : { embed },
    headers: token ? bearer(token) : {},
  });
}

describe('GET /users/current', () => {
  it('returns the signed-in player with balances and locale meta', async () => {
    const token = await loginAs(t.app, AU);
    const response = await currentUser(token);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data).toMatchObject({
      id: await userIdOf(t.db, AU),
      name: 'demo_au',
      email: AU,
      first_name: 'Alex',
      last_name: 'Walker',
      email_verified: true,
      phone_verified: true,
      id_verified: true,
      birth_date: '1990-05-14',
      balance: 125050,
      available_balance: 125050,
      status: { id: 1, name: 'active' },
      country: 'AU',
      state: 'NSW',
      pin: '4821',
      avatar: null,
      created_at: expect.any(String),
      last_login_at: t.clock().toISOString(),
    });
    expect(data).not.toHaveProperty('limits');
    expect(data).not.toHaveProperty('password_hash');
    expect(meta.locale.bank_document_required).toBe(false);
    expect(meta.locale.available_limits.map((l: { name: string }) => l.name)).toEqual([
      'Deposit',
      'Spending',
    ]);
    expect(meta.locale.available_limits[0].durations[1]).toEqual({ id: 2, name: 'Weekly' });
  });

  it('sends session-time, the seconds since this session logged in', async () => {
    const token = await loginAs(t.app, AU);
    expect((await currentUser(token)).headers['session-time']).toBe('0');
    t.clock.advance(95);
    expect((await currentUser(token)).headers['session-time']).toBe('95');
  });

  it('adds the requested embeds', async () => {
    const token = await loginAs(t.app, AU);
    const userId = await userIdOf(t.db, AU);
    await t.db.query(
      `INSERT INTO user_cards (user_id, label, token) VALUES ($1, 'Visa •••• 4242', 'card_1')`,
      [userId],
    );
    await t.db.query(
      `INSERT INTO user_limits (user_id, type_id, duration_id, amount) VALUES ($1, 1, 2, 50000)`,
      [userId],
    );
    const { data } = (await currentUser(token, ALL_EMBEDS)).json();
    expect(data.user_bank_account).toBeNull();
    expect(data.user_cards).toEqual([
      { id: expect.any(Number), label: 'Visa •••• 4242', token: 'card_1' },
    ]);
    expect(data.bpay_details).toEqual({
      biller_code: '254474',
      user_reference: expect.stringMatching(/^\d{10}$/),
    });
    expect(data.payid_details).toEqual({ payid: null });
    expect(data.limits).toEqual([
      expect.objectContaining({
        type: { id: 1, name: 'Deposit' },
        duration: { id: 2, name: 'Weekly' },
        limit: 50000,
        used: 0,
        end_date: null,
      }),
    ]);
    expect(data.limit_requests).toEqual([]);
  });

  it('gives US players the time limit too', async () => {
    const { meta, data } = (await currentUser(await loginAs(t.app, US))).json();
    expect(data).toMatchObject({ country: 'US', state: 'IA', ssn_last_4: '1234', balance: 30000 });
    expect(meta.locale.available_limits.map((l: { id: number }) => l.id)).toEqual([1, 2, 3]);
  });

  it('shows each player only their own account', async () => {
    const unverified = (await currentUser(await loginAs(t.app, UNVERIFIED))).json().data;
    expect(unverified).toMatchObject({ email: UNVERIFIED, id_verified: false, balance: 0 });
    expect(unverified.id).not.toBe(await userIdOf(t.db, AU));
  });

  it('refuses an unknown embed', async () => {
    const response = await currentUser(await loginAs(t.app, AU), 'limits,secrets');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { embed: ["Unknown embed 'secrets'."] } });
  });

  it('answers 401 with token_status invalid without a usable token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer not-a-token' },
      bearer('A'.repeat(43)),
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/users/current', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        errors: { error: [expect.any(String)] },
        meta: { token_status: { id: 3, name: 'invalid' } },
      });
    }
  });

  it('answers 401 with token_status expired once the token lifetime is over', async () => {
    const token = await loginAs(t.app, AU);
    t.clock.advance(601);
    const response = await currentUser(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errors: { error: ['Your session has expired.'] },
      meta: { token_status: { id: 1, name: 'expired' } },
    });
  });
});
