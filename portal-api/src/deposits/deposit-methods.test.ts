import { AU, callAs, depositSession } from '../test-support/deposit-helpers';
import type { TestContext } from '../test-support/test-app';

let t: TestContext;
let call: ReturnType<typeof callAs>;
let userId: number;

beforeAll(async () => {
  ({ t, call, userId } = await depositSession(AU));
});

afterAll(() => t.close());

describe('deposit methods and promotions', () => {
  it('adds and removes methods and answers with the deposit meta', async () => {
    const empty = await call('GET', '/users/deposit_request_types');
    expect(empty.json()).toEqual({
      data: [],
      meta: {
        min_deposit: 100,
        max_deposit: 50000000,
        min_blueshyft_deposit: 1000,
        max_blueshyft_deposit: 800000,
        deposit_request_types: {
          '1': 'Credit Card',
          '3': 'BPAY',
          '4': 'EFT',
          '5': 'Cash In-store',
          '14': 'PayID',
        },
        bank_details: {
          bank_name: 'Commonwealth Bank',
          account_name: 'Portal Pty Ltd',
          account_number: '12345678',
          bsb_number: '062-000',
        },
      },
    });
    await call('POST', '/users/deposit_request_types', { deposit_request_type_id: 14 });
    await call('POST', '/users/deposit_request_types', { deposit_request_type_id: 14 });
    t.clock.advance(1);
    const added = await call('POST', '/users/deposit_request_types', {
      deposit_request_type_id: 4,
    });
    const unblocked = { user_id: userId, card: null, blocked: false, unblocks_at: null };
    expect(added.json().data).toEqual([
      { ...unblocked, deposit_request_type: { id: 14, name: 'PayID' } },
      { ...unblocked, deposit_request_type: { id: 4, name: 'EFT' } },
    ]);
    const removed = await call('DELETE', '/users/deposit_request_types/', {
      deposit_request_type_id: 14,
    });
    expect(removed.json().data.map((e: { card: null }) => e.card)).toEqual([null]);
    const bad = await call('POST', '/users/deposit_request_types', { deposit_request_type_id: 1 });
    expect(bad.json()).toEqual({
      errors: { deposit_request_type_id: ['Deposit request type id must be one of: 3, 4, 5, 14'] },
    });
  });

  it('lists the deposit promotions not expired', async () => {
    const response = await call('GET', '/users/promotions/deposit');
    expect(response.json()).toEqual({
      data: [
        {
          id: 1,
          name: 'Deposit Bonus',
          client: { id: 1, name: 'PlayUp' },
          rules: { max_bonus_amount: 10000, never_expire: false },
          expired_at: '2030-12-31T12:59:59.000Z',
        },
        {
          id: 2,
          name: 'First Contest Match',
          client: { id: 2, name: 'PlayUp Fantasy' },
          rules: { max_bonus_amount: 5000, never_expire: true },
          expired_at: null,
        },
      ],
    });
  });

  it('needs a bearer token', async () => {
    const response = await t.app.inject({ url: '/users/deposit_request_types' });
    expect(response.statusCode).toBe(401);
  });
});
