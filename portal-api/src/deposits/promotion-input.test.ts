import { AU, depositSession, type DepositSession } from '../test-support/deposit-helpers';

let s: DepositSession;

beforeEach(async () => {
  s = await depositSession(AU);
});

afterEach(() => s.t.close());

describe('a deposit promotion', () => {
  it.each([false, '', 0, 'none', []])(
    'refuses %j rather than reading it as none',
    async (promotion) => {
      const response = await s.call('POST', '/deposit/fatzebra/create', {
        amount: 5000,
        promotion,
      });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 422,
        body: { errors: { promotion: [expect.stringMatching(/^Promotion /)] } },
      });
      const [{ count }] = await s.t.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM deposits WHERE user_id = $1',
        [s.userId],
      );
      expect(count).toBe(0);
    },
  );

  it('takes null as none', async () => {
    const response = await s.call('POST', '/deposit/fatzebra/create', {
      amount: 5000,
      promotion: null,
    });
    expect(response.statusCode).toBe(200);
  });
});
