import {
  AU,
  UNVERIFIED,
  balanceOf,
  callAs,
  depositSession,
  depositEntries,
  setDailyDepositLimit,
} from '../test-support/deposit-helpers';
import { loginAs, type TestContext } from '../test-support/test-app';

let t: TestContext;
let call: ReturnType<typeof callAs>;
let userId: number;

const CARD = { card_holder: 'Alex Walker', expiry_month: 12, expiry_year: 2030, cvv: '123' };

beforeEach(async () => {
  ({ t, call, userId } = await depositSession(AU));
});

afterEach(() => t.close());

async function create(payload: object) {
  const response = await call('POST', '/deposit/fatzebra/create', payload);
  return { response, session: response.json().data };
}

async function payWith(card_number: string, amount = 5000) {
  const { session } = await create({ amount, promotion: null });
  const form = await call('POST', `/sandbox/fatzebra/payments/${session.token}/card`, {
    ...CARD,
    card_number,
  });
  return { session, form: form.json().data };
}

describe('card deposits', () => {
  it('opens a payment with the server-side amount and a verification hash', async () => {
    const { response, session } = await create({
      amount: 5000,
      promotion: { id: 1, client_id: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(session).toEqual({
      reference_number: expect.stringMatching(/^FZ-[0-9a-f]{16}$/),
      payment: 5000,
      currency: 'AUD',
      token: expect.stringMatching(/^fzs_/),
      verification: expect.stringMatching(/^[0-9a-f]{64}$/),
      cardToken: null,
    });
  });

  it('takes card_id null as a new card, and refuses an id no number holds exactly', async () => {
    expect(
      (await create({ amount: 1000, promotion: null, card_id: null })).response.statusCode,
    ).toBe(200);
    const huge = await call('POST', '/deposit/fatzebra/create', {
      amount: 1000,
      promotion: null,
      card_id: 1e300,
    });
    expect(huge.json().errors.card_id).toContain('Card id must be a whole number');
  });

  it('credits an approved card once, however many confirmations race', async () => {
    const before = await balanceOf(t.db, userId);
    const { session, form } = await payWith('4005550000000001');
    expect(form).toEqual({
      status: 'approved',
      message: 'Approved',
      reference_number: session.reference_number,
    });
    const confirm = () =>
      call('POST', '/deposit/fatzebra', { reference_number: session.reference_number, extra: {} });
    const save = () =>
      call('POST', '/deposit/fatzebra/save', {
        amount: 5000,
        extra: { reference_number: session.reference_number },
      });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? confirm() : save())),
    );
    for (const result of results) {
      expect(result.statusCode).toBe(200);
      expect(result.json().data).toMatchObject({
        amount: 5000,
        status: { id: 3, name: 'Approved' },
        card: { label: '400555******0001' },
      });
    }
    expect(await balanceOf(t.db, userId)).toBe(before + 5000);
    expect(await depositEntries(t.db, userId)).toEqual([
      { amount: 5000, idempotency_key: expect.stringMatching(/^deposit:\d+$/) },
    ]);
    expect(t.published).toEqual([
      {
        userId,
        event: 'wallet.balance.updated',
        payload: { balance: before + 5000, available_balance: before + 5000 },
      },
      {
        userId,
        event: 'notification.deposited',
        payload: { message: 'Your deposit of $50.00 was successful.' },
      },
    ]);
    const methods = await call('GET', '/users/deposit_request_types');
    expect(methods.json().data).toEqual([
      {
        user_id: userId,
        deposit_request_type: { id: 1, name: 'Credit Card' },
        card: {
          id: expect.any(Number),
          label: '400555******0001',
          funding: 'debit',
          usable: true,
          unusable_reason: null,
        },
        blocked: false,
        unblocks_at: null,
      },
    ]);
  });

  it('runs the 3-D Secure challenge before the save call', async () => {
    const { session, form } = await payWith('4000000000003220', 2500);
    expect(form.status).toBe('challenge');
    const early = await call('POST', '/deposit/fatzebra/save', {
      extra: { reference_number: session.reference_number },
    });
    expect(early.json().data.status).toEqual({ id: 1, name: 'Pending' });
    const challenge = await call('POST', `/sandbox/fatzebra/payments/${session.token}/challenge`, {
      outcome: 'pass',
    });
    expect(challenge.json().data).toMatchObject({ status: 'approved' });
    const saved = await call('POST', '/deposit/fatzebra/save', {
      amount: 2500,
      extra: { reference_number: session.reference_number },
    });
    expect(saved.json().data.status.id).toBe(3);
    expect(await depositEntries(t.db, userId)).toHaveLength(1);
  });

  it('rejects with the provider reason on a decline or a failed challenge', async () => {
    const declined = await payWith('4005550000000027');
    expect(declined.form).toMatchObject({ status: 'declined', message: 'Insufficient funds' });
    const confirm = await call('POST', '/deposit/fatzebra', {
      reference_number: declined.session.reference_number,
    });
    expect(confirm.json().data).toMatchObject({
      status: { id: 4, name: 'Rejected' },
      message: 'Insufficient funds',
      card: null,
    });

    const challenged = await payWith('4000000000003220');
    const failed = await call(
      'POST',
      `/sandbox/fatzebra/payments/${challenged.session.token}/challenge`,
      { outcome: 'fail' },
    );
    expect(failed.json().data).toMatchObject({
      status: 'declined',
      message: '3-D Secure authentication failed',
    });
    const save = await call('POST', '/deposit/fatzebra/save', {
      extra: { reference_number: challenged.session.reference_number },
    });
    expect(save.json().data.status.id).toBe(4);
    const again = await call(
      'POST',
      `/sandbox/fatzebra/payments/${challenged.session.token}/card`,
      {
        ...CARD,
        card_number: '4005550000000001',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(await depositEntries(t.db, userId)).toEqual([]);
    expect(t.published).toEqual([]);
  });

  it('pays with a saved card and removes it', async () => {
    const first = await payWith('5123456789012346');
    const settled = await call('POST', '/deposit/fatzebra', {
      reference_number: first.session.reference_number,
    });
    const cardId = settled.json().data.card.id;
    const { session } = await create({ amount: 1000, card_id: cardId });
    expect(session.cardToken).toMatch(/^card_/);
    const form = await call('POST', `/sandbox/fatzebra/payments/${session.token}/card`, {});
    expect(form.json().data.status).toBe('approved');
    await call('POST', '/deposit/fatzebra', { reference_number: session.reference_number });
    expect((await depositEntries(t.db, userId)).map((e) => e.amount)).toEqual([5000, 1000]);

    expect((await call('DELETE', `/users/card/${cardId}`)).json()).toEqual({ status: 'success' });
    expect((await call('DELETE', `/users/card/${cardId}`)).statusCode).toBe(404);
    const reuse = await create({ amount: 1000, card_id: cardId });
    expect(reuse.response.json()).toEqual({ errors: { card_id: ['This card is not available'] } });
  });

  it('never credits more than the provider charged', async () => {
    const { session } = await payWith('4005550000000001', 5000);
    const lie = await call('POST', '/deposit/fatzebra/save', {
      amount: 500000,
      extra: { reference_number: session.reference_number },
    });
    expect(lie.json()).toEqual({ errors: { amount: ['The amount does not match this payment'] } });
    expect(await depositEntries(t.db, userId)).toEqual([]);
  });

  it('enforces deposit limits, counting open payments', async () => {
    await setDailyDepositLimit(t.db, userId, 8000, t.clock());
    expect((await create({ amount: 5000 })).response.statusCode).toBe(200);
    const over = await create({ amount: 3001 });
    expect(over.response.statusCode).toBe(422);
    expect(over.response.json()).toEqual({
      errors: { amount: ['You have reached your deposit limit'] },
    });
    const racing = await Promise.all(Array.from({ length: 5 }, () => create({ amount: 1000 })));
    expect(racing.filter((r) => r.response.statusCode === 200)).toHaveLength(3);
    t.clock.advance(60 * 60 + 1);
    expect((await create({ amount: 3000 })).response.statusCode).toBe(200);
  });

  it('refuses an unverified player', async () => {
    const unverified = callAs(t.app, await loginAs(t.app, UNVERIFIED));
    const response = await unverified('POST', '/deposit/fatzebra/create', { amount: 5000 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      errors: { error: ['You need to verify your ID to make a deposit'] },
    });
  });

  it('validates the payloads', async () => {
    const cases: Array<[string, object, Record<string, string[]>]> = [
      ['/deposit/fatzebra/create', {}, { amount: ['Amount is required'] }],
      ['/deposit/fatzebra/create', { amount: 99 }, { amount: ['You must deposit at least $1.00'] }],
      [
        '/deposit/fatzebra/create',
        { amount: 50_000_001 },
        { amount: ['You must deposit at most $500,000.00'] },
      ],
      [
        '/deposit/fatzebra/create',
        { amount: '12.5' },
        {
          amount: ['Amount must be a whole number of cents: a JSON integer or a string of digits'],
        },
      ],
      [
        '/deposit/fatzebra/create',
        { amount: 500, promotion: { id: 3, client_id: 1 } },
        { promotion: ['This promotion is not available'] },
      ],
      [
        '/deposit/fatzebra/create',
        { amount: 500, promotion: { id: 1 } },
        { 'promotion.client_id': ['Client id is required'] },
      ],
      ['/deposit/fatzebra', {}, { reference_number: ['Reference number is required'] }],
      [
        '/deposit/fatzebra/save',
        { extra: {} },
        { 'extra.reference_number': ['Reference number is required'] },
      ],
    ];
    for (const [url, payload, errors] of cases) {
      const response = await call('POST', url, payload);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 422,
        body: { errors },
      });
    }
    const unknown = await call('POST', '/deposit/fatzebra', { reference_number: 'FZ-nope' });
    expect(unknown.statusCode).toBe(404);
    const { session } = await create({ amount: 1000 });
    const badCard = await call('POST', `/sandbox/fatzebra/payments/${session.token}/card`, {
      card_number: '4005550000000002',
      expiry_month: 1,
      expiry_year: 2026,
      cvv: '1',
    });
    expect(badCard.json()).toEqual({
      errors: {
        card_number: ['Card number is invalid'],
        card_holder: ['Card holder is required'],
        expiry_year: ['The card has expired'],
        cvv: ['CVV must be 3 or 4 digits'],
      },
    });
  });
});
