import {
  AU,
  UNVERIFIED,
  balanceOf,
  callAs,
  depositSession,
  depositEntries,
  providerContext,
  setDailyDepositLimit,
} from '../test-support/deposit-helpers';
import { loginAs, type TestContext } from '../test-support/test-app';
import { receiveCashCodePayment } from './cash-code-deposits';

let t: TestContext;
let call: ReturnType<typeof callAs>;
let userId: number;

beforeEach(async () => {
  ({ t, call, userId } = await depositSession(AU));
});

afterEach(() => t.close());

describe('cash code deposits', () => {
  it('creates a code, lists it, and credits it once when paid at the counter', async () => {
    const created = await call('POST', '/deposit/blueshyft/code', {
      amount: 5000,
      promotion: null,
    });
    expect(created.statusCode).toBe(200);
    const code = created.json().data;
    expect(code).toEqual({
      id: expect.any(Number),
      code: expect.stringMatching(/^\d{16}$/),
      amount: 5000,
      qrCodeURL: `http://localhost:9001/sandbox/blueshyft/codes/${code.code}/qr.svg`,
      expires_at: '2026-03-08T10:00:00.000Z',
    });
    expect((await call('GET', '/deposit/blueshyft/pending_code')).json()).toEqual({ data: [code] });
    const picture = await t.app.inject({ url: `/sandbox/blueshyft/codes/${code.code}/qr.svg` });
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);

    const before = await balanceOf(t.db, userId);
    const paid = await call('POST', `/sandbox/blueshyft/codes/${code.code}/redeem`);
    expect(paid.json().data.status).toEqual({ id: 3, name: 'Approved' });
    const [{ reference }] = await t.db.query<{ reference: string }>(
      'SELECT reference FROM deposits WHERE id = $1',
      [code.id],
    );
    await Promise.all(
      Array.from({ length: 5 }, () => receiveCashCodePayment(providerContext(t), reference)),
    );
    expect(await balanceOf(t.db, userId)).toBe(before + 5000);
    expect(await depositEntries(t.db, userId)).toHaveLength(1);
    expect((await call('POST', `/sandbox/blueshyft/codes/${code.code}/redeem`)).statusCode).toBe(
      409,
    );
    expect((await call('GET', '/deposit/blueshyft/pending_code')).json()).toEqual({ data: [] });
  });

  it('cancels a code, which can then not be paid', async () => {
    const code = (await call('POST', '/deposit/blueshyft/code', { amount: 2000 })).json().data;
    const cancel = await call('DELETE', `/deposit/blueshyft/pending_code/${code.id}`);
    expect(cancel.json()).toEqual({ status: 'success' });
    expect((await call('DELETE', `/deposit/blueshyft/pending_code/${code.id}`)).statusCode).toBe(
      404,
    );
    const redeem = await call('POST', `/sandbox/blueshyft/codes/${code.code}/redeem`);
    expect(redeem.json()).toEqual({ errors: { error: ['This code cannot be redeemed'] } });
    expect(await depositEntries(t.db, userId)).toEqual([]);
  });

  it('passes on the provider refusal and validates the amount', async () => {
    const refused = await call('POST', '/deposit/blueshyft/code', { amount: 66600 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: { error: ['Code generation failed'] } });
    const cases: Array<[unknown, string]> = [
      [1050, 'Cash deposit can only be whole dollars'],
      [900, 'You must deposit at least $10.00'],
      [800100, 'Cash deposit cannot exceed $8000'],
    ];
    for (const [amount, message] of cases) {
      const response = await call('POST', '/deposit/blueshyft/code', { amount });
      expect(response.json()).toEqual({ errors: { amount: [message] } });
    }
  });

  it('counts open codes against deposit limits and refuses unverified players', async () => {
    await setDailyDepositLimit(t.db, userId, 3000, t.clock());
    expect((await call('POST', '/deposit/blueshyft/code', { amount: 2000 })).statusCode).toBe(200);
    const over = await call('POST', '/deposit/blueshyft/code', { amount: 2000 });
    expect(over.json()).toEqual({ errors: { amount: ['You have reached your deposit limit'] } });
    const unverified = callAs(t.app, await loginAs(t.app, UNVERIFIED));
    const refused = await unverified('POST', '/deposit/blueshyft/code', { amount: 2000 });
    expect(refused.statusCode).toBe(403);
  });

  it('lists the sandbox outlets', async () => {
    const response = await call('GET', '/deposit/blueshyft/locations');
    const { locations } = response.json();
    expect(locations).toHaveLength(9);
    expect(locations[0]).toEqual({
      shopId: 'SB001',
      shopName: 'Newsagency Central',
      displayAddress: '1 Eddy Ave, Haymarket NSW 2000',
      validatedAddress: { latitude: -33.8832, longitude: 151.2058, postcode: '2000' },
    });
  });
});
