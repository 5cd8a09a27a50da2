import {
  AU,
  US,
  callAs,
  depositSession,
  type DepositSession,
} from '../test-support/deposit-helpers';
import { loginAs } from '../test-support/test-app';
import { claimsAt, geoPacket, walletOf } from '../test-support/withdrawal-helpers';

const RETURN = 'http://localhost:9000/account/withdraw/request/SKRILL';
const FAILED = 'http://localhost:9000/account/withdraw';

let s: DepositSession;

beforeEach(async () => {
  s = await depositSession(US);
});

afterEach(() => s.t.close());

const secret = () => s.t.config.integrations.locationSandboxSecret;
const packet = (claims = claimsAt(s.t.clock(), s.userId)) => geoPacket(secret(), claims);

async function methods() {
  return (await s.call('GET', '/users/withdrawal_request_types')).json();
}

const request = (body: Record<string, unknown>) =>
  s.call('POST', '/withdraw/paysafe/create', { geo_packet: packet(), ...body });

describe('GET /users/withdrawal_request_types', () => {
  it('lists the US methods keyed by id, with the player’s registrations and ACH accounts', async () => {
    const { data, meta } = await methods();
    expect(meta).toEqual({ min_withdrawal: 1000 });
    expect(Object.keys(data)).toEqual(['2', '4', '5']);
    expect(data['2']).toEqual({
      withdrawal_request_type: { id: 2, name: 'ACH-CHECK', is_registrable: false },
      user_paysafe_registration: {
        id: expect.any(Number),
        consumer_id: expect.stringMatching(/^cus_/),
      },
      user_paysafe_bank_accounts: [
        { id: expect.any(Number), label: 'Checking ****6789' },
        { id: expect.any(Number), label: 'Savings ****1024' },
      ],
    });
    expect(data['4']).toEqual({
      withdrawal_request_type: { id: 4, name: 'SKRILL', is_registrable: true },
      user_paysafe_registration: null,
      user_paysafe_bank_accounts: [],
    });
    expect(data['5'].user_paysafe_registration).not.toBeNull();
  });

  it('has no methods for players outside the US', async () => {
    const au = callAs(s.t.app, await loginAs(s.t.app, AU));
    expect((await au('GET', '/users/withdrawal_request_types')).json()).toEqual({
      data: {},
      meta: { min_withdrawal: 1000 },
    });
  });
});

describe('POST /withdraw/paysafe/register and the registration sandbox', () => {
  const register = (body: Record<string, unknown>) =>
    s.call('POST', '/withdraw/paysafe/register', {
      deposit_request_type_id: 4,
      return_url: RETURN,
      failed_url: FAILED,
      ...body,
    });

  it('sends the player to the provider’s page, which registers them and returns to the portal', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(200);
    const link = new URL(response.json().data.redirect_registration);
    expect(link.origin).toBe(s.t.config.apiPublicUrl);
    const page = await s.t.app.inject({ method: 'GET', url: link.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Register your SKRILL account');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://localhost:9000",
    );
    const done = await s.t.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(RETURN);
    expect((await methods()).data['4'].user_paysafe_registration).toEqual({
      id: expect.any(Number),
      consumer_id: expect.stringMatching(/^cus_/),
    });
    const again = await s.t.app.inject({ method: 'GET', url: link.pathname });
    expect(again.statusCode).toBe(404);
  });

  it('returns to the failure page when the player cancels, registering nothing', async () => {
    const link = new URL((await register({})).json().data.redirect_registration);
    const cancelled = await s.t.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=cancel',
    });
    expect(cancelled.headers.location).toBe(FAILED);
    expect((await methods()).data['4'].user_paysafe_registration).toBeNull();
  });

  it('refuses what cannot be registered, and pages outside the portal', async () => {
    const refusal = async (body: Record<string, unknown>) => (await register(body)).json();
    expect(await refusal({ deposit_request_type_id: 2 })).toEqual({
      errors: {
        error: ['Unable to create a ACH-CHECK account, please contact customer service for help.'],
      },
    });
    expect(await refusal({ deposit_request_type_id: 5 })).toEqual({
      errors: { error: ['Your Sightline account is already registered'] },
    });
    expect(await refusal({ deposit_request_type_id: 1 })).toEqual({
      errors: {
        error: [
          'The selected withdraw method is not available, please contact customer service for help.',
        ],
      },
    });
    expect(await refusal({ return_url: 'https://elsewhere.example/steal' })).toEqual({
      errors: { return_url: ['Return url must be a page of the portal'] },
    });
  });
});

describe('POST /withdraw/paysafe/create', () => {
  it('withdraws to a registered method once the location check passed, debited at once', async () => {
    const registration = (await methods()).data['5'].user_paysafe_registration;
    const response = await request({
      withdrawal_request_type_id: 5,
      amount: 2500,
      account_id: registration.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: expect.objectContaining({
        amount: 2500,
        status: { id: 1, name: 'Pending' },
        is_auto: 0,
        withdrawal_request_type: { id: 5, name: 'Sightline' },
      }),
      meta: {
        message: 'Your withdrawal request was received',
        balance: 27500,
        available_balance: 27500,
      },
    });
    expect(await walletOf(s.t.db, s.userId)).toEqual({ balance: 27500, available_balance: 27500 });
  });

  it('pays ACH-CHECK into the chosen account of the player only', async () => {
    const [, savings] = (await methods()).data['2'].user_paysafe_bank_accounts;
    const paid = await request({
      withdrawal_request_type_id: 2,
      amount: 1000,
      account_id: savings.id,
    });
    expect(paid.json().data.account).toEqual({ id: savings.id, label: 'Savings ****1024' });
    const wrong = await request({
      withdrawal_request_type_id: 2,
      amount: 1000,
      account_id: savings.id + 50,
    });
    expect(wrong.json()).toEqual({ errors: { error: ['The selected account is not available'] } });
  });

  it('refuses with the texts the US flow shows, changing nothing', async () => {
    const registration = (await methods()).data['5'].user_paysafe_registration.id;
    const refusal = async (body: Record<string, unknown>) =>
      (await request(body)).json().errors.error;
    expect(await refusal({ withdrawal_request_type_id: 4, amount: 2500, account_id: 1 })).toEqual([
      'Please register your SKRILL account first',
    ]);
    expect(await refusal({ withdrawal_request_type_id: 9, amount: 2500, account_id: 1 })).toEqual([
      'The selected withdraw method is not available, please contact customer service for help.',
    ]);
    expect(
      await refusal({ withdrawal_request_type_id: 5, amount: 999, account_id: registration }),
    ).toEqual(['The minimum withdrawal amount is $10.00']);
    expect(
      await refusal({ withdrawal_request_type_id: 5, amount: 30001, account_id: registration }),
    ).toEqual(['You cannot withdraw more than your available balance of $300.00']);
    await s.t.db.query(
      'DELETE FROM user_paysafe_registrations WHERE user_id = $1 AND type_id = 2',
      [s.userId],
    );
    expect(await refusal({ withdrawal_request_type_id: 2, amount: 2500, account_id: 1 })).toEqual([
      'Unable to create a ACH-CHECK account, please contact customer service for help.',
    ]);
    expect(await walletOf(s.t.db, s.userId)).toEqual({ balance: 30000, available_balance: 30000 });
  });

  it('needs a location packet that proves the player is in the state now', async () => {
    const registration = (await methods()).data['5'].user_paysafe_registration.id;
    const now = s.t.clock();
    const valid = claimsAt(now, s.userId);
    const body = { withdrawal_request_type_id: 5, amount: 2500, account_id: registration };
    const packets = [
      undefined,
      'not-a-packet',
      geoPacket('another-secret', valid),
      geoPacket(secret(), { ...valid, user_id: s.userId + 1 }),
      geoPacket(secret(), { ...valid, state: 'OH' }),
      geoPacket(secret(), { ...valid, in_jurisdiction: false }),
      geoPacket(secret(), claimsAt(new Date(now.getTime() - 11 * 60 * 1000), s.userId)),
      geoPacket(secret(), { ...valid, expires_at: now.toISOString() }),
      `${packet().split('.')[0]}x.${packet().split('.')[1]}`,
    ];
    for (const geo_packet of packets) {
      const refused = await s.call('POST', '/withdraw/paysafe/create', { ...body, geo_packet });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        errors: { error: ['Your location could not be verified. Please try again.'] },
      });
    }
    expect(await walletOf(s.t.db, s.userId)).toEqual({ balance: 30000, available_balance: 30000 });
    expect((await request(body)).statusCode).toBe(200);
  });

  it('needs the same fresh location for a bank withdrawal (POST /withdraw) by a US player', async () => {
    await s.t.db.query(
      `INSERT INTO user_bank_accounts (user_id, status_id, label, account_name, bank_name,
         account_number, swift_code, created_at)
       VALUES ($1, 2, 'US bank', 'Jordan Lee', 'Iowa Bank', '123456789', 'IOWAUS33', now())`,
      [s.userId],
    );
    const [{ id }] = await s.t.db.query<{ id: number }>(
      'SELECT id FROM user_bank_accounts WHERE user_id = $1',
      [s.userId],
    );
    const body = { amount: 2500, user_bank_account_id: id };
    for (const geo_packet of [undefined, 'not-a-packet']) {
      const refused = await s.call('POST', '/withdraw', { ...body, geo_packet });
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 403,
        body: { errors: { error: ['Your location could not be verified. Please try again.'] } },
      });
    }
    expect(await walletOf(s.t.db, s.userId)).toEqual({ balance: 30000, available_balance: 30000 });
    const located = await s.call('POST', '/withdraw', { ...body, geo_packet: packet() });
    expect(located.statusCode).toBe(200);
  });

  it('keeps a US withdrawal pending when the player removes a bank account', async () => {
    const registration = (await methods()).data['5'].user_paysafe_registration.id;
    const us = await request({
      withdrawal_request_type_id: 5,
      amount: 2500,
      account_id: registration,
    });
    const [{ id }] = await s.t.db.query<{ id: number }>(
      `INSERT INTO user_bank_accounts (user_id, status_id, label, account_name, bank_name,
         account_number, swift_code, created_at)
       VALUES ($1, 2, 'US bank', 'Jordan Lee', 'Iowa Bank', '123456789', 'IOWAUS33', now())
       RETURNING id`,
      [s.userId],
    );
    const bank = await s.call('POST', '/withdraw', {
      amount: 1000,
      user_bank_account_id: id,
      geo_packet: packet(),
    });
    const removed = await s.call('DELETE', `/users/bank/${id}`);
    expect(removed.json().data).toEqual({ cancelled_withdrawals: [bank.json().data.id] });
    const [still] = await s.t.db.query<{ status_id: number }>(
      'SELECT status_id FROM withdrawals WHERE id = $1',
      [us.json().data.id],
    );
    expect(still.status_id).toBe(1);
  });

  it('needs a verified identity and mobile, and a US player', async () => {
    await s.t.db.query('UPDATE users SET phone_verified = false WHERE id = $1', [s.userId]);
    const refused = await request({ withdrawal_request_type_id: 5, amount: 2500, account_id: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.error).toEqual([
      'Please make sure your account and your mobile number are verified to submit a withdrawal.',
    ]);
    const au = callAs(s.t.app, await loginAs(s.t.app, AU));
    const outside = await au('POST', '/withdraw/paysafe/create', {
      withdrawal_request_type_id: 5,
      amount: 2500,
      account_id: 1,
    });
    expect(outside.json().errors.error).toEqual([
      'The selected withdraw method is not available, please contact customer service for help.',
    ]);
  });
});
