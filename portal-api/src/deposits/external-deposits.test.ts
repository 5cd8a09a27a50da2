import {
  AU,
  UNVERIFIED,
  callAs,
  depositSession,
  depositEntries,
} from '../test-support/deposit-helpers';
import { loginAs, type TestContext } from '../test-support/test-app';

let t: TestContext;
let call: ReturnType<typeof callAs>;
let userId: number;

beforeAll(async () => {
  ({ t, call, userId } = await depositSession(AU));
});

afterAll(() => t.close());

describe('POST /deposit/external/create', () => {
  it('records a BPAY or EFT notice without crediting anything', async () => {
    const response = await call('POST', '/deposit/external/create', {
      date: '2026-03-01',
      amount: 15000,
      deposit_request_type: 3,
      promotion: null,
    });
    expect(response.json()).toEqual({
      data: {
        id: expect.any(Number),
        date: '2026-03-01',
        amount: 15000,
        deposit_request_type: { id: 3, name: 'BPAY' },
        status: { id: 1, name: 'Pending' },
      },
      meta: { message: 'Your Deposit Notice has been received' },
    });
    expect(await depositEntries(t.db, userId)).toEqual([]);
  });

  it('validates the notice and refuses unverified players', async () => {
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ amount: 100, deposit_request_type: 4 }, { date: ['Deposit date is required'] }],
      [
        { date: '2026-03-02', amount: 100, deposit_request_type: 4 },
        { date: ['Deposit date must be a date no later than today'] },
      ],
      [
        { date: '2026-02-30', amount: 100, deposit_request_type: 1 },
        { deposit_request_type: ['Deposit request type must be one of: 3, 4'] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await call('POST', '/deposit/external/create', payload);
      expect(response.json()).toEqual({ errors });
    }
    const unverified = callAs(t.app, await loginAs(t.app, UNVERIFIED));
    const refused = await unverified('POST', '/deposit/external/create', {
      date: '2026-03-01',
      amount: 100,
      deposit_request_type: 4,
    });
    expect(refused.statusCode).toBe(403);
  });
});
