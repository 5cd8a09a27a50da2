import {
  AU,
  US,
  balanceOf,
  callAs,
  depositSession,
  depositEntries,
  type DepositSession,
} from '../test-support/deposit-helpers';
import { loginAs, type TestContext } from '../test-support/test-app';
import { located as locatedIn, usCheckout } from '../test-support/us-deposit-helpers';

let session: DepositSession;
let t: TestContext;
let call: ReturnType<typeof callAs>;
let userId: number;

beforeEach(async () => {
  session = await depositSession(US);
  ({ t, call, userId } = session);
});

afterEach(() => t.close());

const located = () => locatedIn(session);
const checkout = (amount: number, outcome: 'approve' | 'decline') =>
  usCheckout(session, amount, { outcome });

describe('US deposits', () => {
  it('creates a request and credits it once when processed', async () => {
    const before = await balanceOf(t.db, userId);
    const { created, id, token } = await checkout(2500, 'approve');
    expect(created.json()).toEqual({
      data: { id, amount: 2500, status: { id: 1, name: 'Pending' } },
      meta: {
        merchant_reference_number: expect.stringMatching(/^PS-/),
        registration_id: null,
        consumer_id: expect.stringMatching(/^cus_/),
        single_use_customer_token: expect.stringMatching(/^sut_/),
        redirect_registration: null,
      },
    });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', `/deposit/paysafe/${id}/process`, { token, ...located() }),
      ),
    );
    for (const result of results) {
      expect(result.json()).toEqual({
        data: { id, amount: 2500, status: { id: 3, name: 'Approved' } },
        meta: { message: null },
      });
    }
    expect(await balanceOf(t.db, userId)).toBe(before + 2500);
    expect(await depositEntries(t.db, userId)).toHaveLength(1);
  });

  it('refuses a declined checkout, a wrong token and unsupported methods', async () => {
    const { id, token } = await checkout(2500, 'decline');
    const wrong = await call('POST', `/deposit/paysafe/${id}/process`, {
      token: 'pht_forged',
      ...located(),
    });
    expect(wrong.json()).toEqual({ errors: { token: ['Token is invalid'] } });
    const declined = await call('POST', `/deposit/paysafe/${id}/process`, { token, ...located() });
    expect(declined.json()).toEqual({
      data: { id, amount: 2500, status: { id: 4, name: 'Rejected' } },
      meta: { message: 'Unable to create a deposit request. Please try again later' },
    });
    const refusals: Array<[number, string]> = [
      [1, 'Selected payment method not available.'],
      [6, 'Unable to obtain a VipPreferred id for your deposit. Please contact support'],
      [11, 'Unable to obtain a Play+ id for your deposit. Please contact support'],
      [99, 'Payment method is not supported.'],
    ];
    for (const [method, message] of refusals) {
      const response = await call('POST', '/deposit/paysafe/create', {
        deposit_request_type_id: method,
        amount: 2500,
        ...located(),
      });
      expect(response.json()).toEqual({ errors: { error: [message] } });
    }
    const au = callAs(t.app, await loginAs(t.app, AU));
    const notUs = await au('POST', '/deposit/paysafe/create', {
      deposit_request_type_id: 8,
      amount: 2500,
    });
    expect(notUs.json()).toEqual({ errors: { error: ['Payment method is not supported.'] } });
    const missing = await call('POST', '/deposit/paysafe/create', {});
    expect(missing.json()).toEqual({
      errors: {
        deposit_request_type_id: ['Deposit request type id is required'],
        amount: ['Amount is required'],
      },
    });
    expect(await depositEntries(t.db, userId)).toEqual([]);
  });

  it('moves no money without a fresh location from inside the state, on create and on process', async () => {
    const unlocated = { geo_packet: 'not-a-packet' };
    const refused = {
      errors: { error: ['Your location could not be verified. Please try again.'] },
    };
    for (const body of [{}, unlocated]) {
      const create = await call('POST', '/deposit/paysafe/create', {
        deposit_request_type_id: 8,
        amount: 2500,
        ...body,
      });
      expect({ status: create.statusCode, body: create.json() }).toEqual({
        status: 403,
        body: refused,
      });
    }
    const { id, token } = await checkout(2500, 'approve');
    const process = await call('POST', `/deposit/paysafe/${id}/process`, { token });
    expect({ status: process.statusCode, body: process.json() }).toEqual({
      status: 403,
      body: refused,
    });
    expect(await depositEntries(t.db, userId)).toEqual([]);
  });

  it('never charges a US player through the standard methods', async () => {
    for (const [url, body] of [
      ['/deposit/fatzebra/create', { amount: 5500, promotion: null }],
      ['/deposit/blueshyft/code', { amount: 5000, promotion: null }],
      ['/deposit/zepto/register', undefined],
      ['/deposit/external/create', { date: '2024-01-02', amount: 5000, deposit_request_type: 4 }],
    ] as const) {
      const response = await call('POST', url, body);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 422,
        body: { errors: { error: ['Payment method is not supported.'] } },
      });
    }
  });
});
