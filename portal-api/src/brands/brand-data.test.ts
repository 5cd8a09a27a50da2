import { createTestApp, userIdOf, type TestContext } from '../test-support/test-app';
import { LEDGER_CATEGORY, postLedgerEntry } from '../wallet/wallet-ledger';
import { BRAND_B, onBrand, PORTAL, tokenOn } from '../test-support/brand-requests';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

const B = 'demo.b@portal.test';
const AU = 'demo.au@portal.test';

describe('each brand’s own data', () => {
  it('terms: each brand’s current version, accepted by its players', async () => {
    const portal = (await onBrand(t, PORTAL, { url: '/terms/current' })).json().data;
    const brandB = (await onBrand(t, BRAND_B, { url: '/terms/current' })).json().data;
    expect(portal).toMatchObject({ version: '1.0', url: '/terms-and-conditions' });
    expect(brandB).toMatchObject({ version: '2026.1', url: '/terms-and-conditions' });
    const token = await tokenOn(t, BRAND_B, B);
    const current = await onBrand(t, BRAND_B, { url: '/users/current', token });
    expect(current.json().data.accepted_terms_version).toBe('2026.1');
    const accept = (version: string) =>
      onBrand(t, BRAND_B, {
        method: 'POST',
        url: '/users/accept_terms',
        payload: { accept_terms: true, version },
        token,
      });
    expect((await accept('1.0')).statusCode).toBe(422);
    expect((await accept('2026.1')).statusCode).toBe(200);
  });

  it('terms: a version published for one brand leaves the other’s as it was', async () => {
    t.clock.advance(1);
    const published = await onBrand(t, BRAND_B, {
      method: 'POST',
      url: '/dev/terms',
      payload: { version: '2026.2', url: '/terms-and-conditions' },
    });
    expect(published.statusCode).toBe(201);
    expect((await onBrand(t, BRAND_B, { url: '/terms/current' })).json().data.version).toBe(
      '2026.2',
    );
    expect((await onBrand(t, PORTAL, { url: '/terms/current' })).json().data.version).toBe('1.0');
  });

  it('link groups: each brand’s footer', async () => {
    const names = async (product: string) =>
      (await onBrand(t, product, { url: '/link_groups' }))
        .json()
        .data.map((group: { name: string; links: Array<{ name: string }> }) => [
          group.name,
          group.links.map((link) => link.name),
        ]);
    expect(await names(PORTAL)).toEqual([
      ['Operators', ['Betting', 'Fantasy']],
      ['Help', ['Live Chat', 'Deposit Limits', 'Responsible Gambling']],
      ['Social', ['Facebook', 'Instagram', 'X', 'YouTube']],
      ['Downloads', ['App Store', 'Google Play']],
      ['Legal', ['Terms and Conditions', 'Privacy Policy']],
    ]);
    expect(await names(BRAND_B)).toEqual([
      ['Operators', ['Betting', 'Fantasy']],
      ['Help', ['Contact Us', 'Deposit Limits', 'Gamble Responsibly']],
      ['Social', ['Instagram', 'YouTube']],
      ['Legal', ['Terms and Conditions', 'Privacy Policy']],
    ]);
  });

  it('bank details and deposit promotions: the brand’s own', async () => {
    const token = await tokenOn(t, BRAND_B, B);
    const methods = await onBrand(t, BRAND_B, { url: '/users/deposit_request_types', token });
    expect(methods.json().meta.bank_details).toEqual({
      bank_name: 'Westpac',
      account_name: 'Violet Gaming Pty Ltd',
      account_number: '87654321',
      bsb_number: '032-000',
    });
    const promotions = await onBrand(t, BRAND_B, { url: '/users/promotions/deposit', token });
    expect(
      promotions
        .json()
        .data.map((p: { id: number; name: string; client: object }) => [p.id, p.name, p.client]),
    ).toEqual([
      [4, 'Violet Welcome Match', { id: 1, name: 'Violet Bet' }],
      [5, 'Entry Ticket Boost', { id: 2, name: 'Violet Bet Fantasy' }],
    ]);
    const portalToken = await tokenOn(t, PORTAL, AU);
    const portalPromotions = await onBrand(t, PORTAL, {
      url: '/users/promotions/deposit',
      token: portalToken,
    });
    expect(portalPromotions.json().data.map((p: { id: number }) => p.id)).toEqual([1, 2]);
  });

  it('a deposit takes only a promotion of the brand it is made on', async () => {
    const token = await tokenOn(t, BRAND_B, B);
    const cashCode = (promotion: object) =>
      onBrand(t, BRAND_B, {
        method: 'POST',
        url: '/deposit/blueshyft/code',
        payload: { amount: 5000, promotion },
        token,
      });
    const portalPromotion = await cashCode({ id: 1, client_id: 1 });
    expect(portalPromotion.statusCode).toBe(422);
    expect(Object.keys(portalPromotion.json().errors)).toEqual(['promotion']);
    expect((await cashCode({ id: 4, client_id: 1 })).statusCode).toBe(200);
  });

  it('client summaries: the brand’s client apps, counters and bonus types', async () => {
    const token = await tokenOn(t, BRAND_B, B);
    const summaries = await onBrand(t, BRAND_B, { url: '/users/client_summaries', token });
    expect(summaries.json().data).toEqual({
      '1': { active_bet_count: 1, bonuses: { cash: 2500 } },
      '2': { active_contest_count: 4, bonuses: { ticket: 3 } },
    });
  });

  it('transactions: a bet’s product as the brand calls it', async () => {
    const userId = await userIdOf(t.db, B);
    await postLedgerEntry(
      t.db,
      {
        userId,
        amount: -500,
        categoryId: LEDGER_CATEGORY.bets,
        description: 'Bet',
        meta: { bet_ticket: '#2000777', contest: 'NBA Nightly Showdown' },
        idempotencyKey: `brand-data-test:${userId}:bet`,
      },
      new Date(),
    );
    const token = await tokenOn(t, BRAND_B, B);
    const page = await onBrand(t, BRAND_B, { url: '/wallets/transactions', token });
    expect(page.json().data[0].product).toEqual({ id: 2, name: 'Violet Bet Fantasy' });
  });

  it('password reset: only for an account usable on the brand', async () => {
    const request = (product: string, email: string) =>
      onBrand(t, product, { method: 'POST', url: '/users/password/request', payload: { email } });
    expect((await request(BRAND_B, AU)).json().errors).toEqual({ email: ['Email not found'] });
    expect((await request(BRAND_B, B)).statusCode).toBe(200);
  });

  it('e-mailed links: back to the player’s own brand', async () => {
    await t.db.query('UPDATE users SET email_verified = false WHERE email = $1', [B]);
    const token = await tokenOn(t, BRAND_B, B);
    const sent = async (path: string, payload?: object) => {
      const request = { method: 'POST' as const, url: path, payload, token };
      expect((await onBrand(t, BRAND_B, request)).statusCode).toBe(200);
      const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox', query: { to: B } });
      return new URL(outbox.json().data[0].link);
    };
    const reset = await sent('/users/password/request', { email: B });
    expect(reset.origin + reset.pathname).toBe('http://brand-b.localhost:9000/betting');

    const confirm = await sent('/verification/email');
    const back = () => t.app.inject({ method: 'GET', url: confirm.pathname + confirm.search });
    expect((await back()).headers.location).toBe(
      'http://brand-b.localhost:9000/account/profile?email_verified=true',
    );
    expect((await back()).headers.location).toBe(
      'http://brand-b.localhost:9000/account/profile?email_verified=false',
    );
  });

  it('development credit: names the player of the calling brand', async () => {
    const credit = (product: string, email: string) =>
      onBrand(t, product, {
        method: 'POST',
        url: '/dev/wallet/credit',
        payload: { email, amount: 100 },
      });
    expect((await credit(PORTAL, B)).json().errors).toEqual({ email: expect.any(Array) });
    const credited = await credit(BRAND_B, B);
    expect(credited.statusCode).toBe(200);
  });
});
