import { loadBrands } from '@portal/brands';
import { loadConfig } from '../config';
import { auPayload } from '../test-support/signup-payload';
import { createTestApp, userIdOf, type TestContext } from '../test-support/test-app';
import {
  BRAND_B,
  brandsDirWith,
  loginOn,
  onBrand,
  PORTAL,
  tokenOn,
} from '../test-support/brand-requests';

const AU = 'demo.au@portal.test';
const B = 'demo.b@portal.test';
const UNKNOWN_SITE = { errors: { error: ['This site is not known to the portal API.'] } };

let t: TestContext;

beforeAll(async () => {
  // As in production: no development routes, so no brand for a call without X-Product.
  t = await createTestApp({ config: { devRoutes: false, publicHost: '192.168.1.20' } });
});

afterAll(() => t.close());

describe('X-Product', () => {
  it('refuses a brand’s data, a login and a sign-up without it, or naming another site', async () => {
    const requests = [
      { url: '/link_groups' },
      { url: '/terms/current' },
      { method: 'POST' as const, url: '/auth', payload: { email: AU, password: 'x' } },
      { method: 'POST' as const, url: '/users', payload: auPayload() },
    ];
    for (const request of requests) {
      const missing = await t.app.inject({ method: request.method ?? 'GET', ...request });
      expect([request.url, missing.statusCode, missing.json()]).toEqual([
        request.url,
        400,
        UNKNOWN_SITE,
      ]);
      for (const product of ['evil.example.com', 'brand-b.localhost.evil.com', '']) {
        const unknown = await onBrand(t, product, request);
        expect([request.url, product, unknown.statusCode]).toEqual([request.url, product, 400]);
      }
    }
  });

  it('refuses a signed-in call without it, even with a valid token', async () => {
    const token = await tokenOn(t, PORTAL, AU);
    const response = await t.app.inject({
      method: 'GET',
      url: '/users/current',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(UNKNOWN_SITE);
  });

  it('picks the brand by host name, whatever the port or case', async () => {
    const terms = async (product: string) =>
      (await onBrand(t, product, { url: '/terms/current' })).json().data.version;
    expect(await terms('localhost')).toBe('1.0');
    expect(await terms('127.0.0.1:9200')).toBe('1.0');
    expect(await terms('Brand-B.localhost:9000')).toBe('2026.1');
    // PORTAL_PUBLIC_HOST (a phone on the network) serves the first brand.
    expect(await terms('192.168.1.20:9000')).toBe('1.0');
  });

  it('is not needed by the health probe', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
  });

  it('defaults to the first brand only with the development routes on', async () => {
    const dev = await createTestApp({ config: { devRoutes: true } });
    try {
      const terms = await dev.app.inject({ method: 'GET', url: '/terms/current' });
      expect(terms.json().data.version).toBe('1.0');
      expect((await onBrand(dev, 'evil.example.com', { url: '/terms/current' })).statusCode).toBe(
        400,
      );
    } finally {
      await dev.close();
    }
  });
});

/** As the brand-B player (made unverified, so the e-mail may change), asks for `email`. */
async function changeBrandBEmail(app: TestContext, email: string) {
  await app.db.query('UPDATE users SET email_verified = false WHERE email = $1', [B]);
  const token = await tokenOn(app, BRAND_B, B);
  const url = '/users/current';
  return onBrand(app, BRAND_B, { method: 'POST', url, payload: { email }, token });
}

describe('accounts belong to the brand they signed up on', () => {
  it('refuses another brand’s account at login exactly as wrong credentials', async () => {
    const wrongPassword = await loginOn(t, BRAND_B, B, 'Wrong1234!');
    const otherBrand = await loginOn(t, BRAND_B, AU);
    expect(otherBrand.statusCode).toBe(422);
    expect(otherBrand.json()).toEqual({
      ...wrongPassword.json(),
      meta: { attempts_left: expect.any(Number) },
    });
    expect(otherBrand.json().errors).toEqual({
      error: ['These credentials do not match our records.'],
    });
    expect((await loginOn(t, PORTAL, B)).statusCode).toBe(422);
    expect((await loginOn(t, BRAND_B, B)).statusCode).toBe(200);
  });

  it('counts failed logins per brand: mistakes on one leave the other’s attempts as they were', async () => {
    const wrongOn = async (product: string) =>
      (await loginOn(t, product, B, 'Wrong-password1')).json().meta.attempts_left;
    const before = await wrongOn(PORTAL);
    expect(await wrongOn(PORTAL)).toBe(before - 1);
    expect(await wrongOn(BRAND_B)).toBe(4);
    expect((await loginOn(t, BRAND_B, B)).statusCode).toBe(200);
    expect(await wrongOn(PORTAL)).toBe(before - 2);
  });

  it('refuses a token on another brand as invalid, and keeps it valid on its own', async () => {
    const token = await tokenOn(t, PORTAL, AU);
    for (const url of ['/users/current', '/users/client_summaries', '/users/promotions/deposit']) {
      const refused = await onBrand(t, BRAND_B, { url, token });
      expect([url, refused.statusCode, refused.json().meta]).toEqual([
        url,
        401,
        { token_status: { id: 3, name: 'invalid' } },
      ]);
    }
    const own = await onBrand(t, PORTAL, { url: '/users/current', token });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.email).toBe(AU);
    const brandBToken = await tokenOn(t, BRAND_B, B);
    expect(
      (await onBrand(t, PORTAL, { url: '/users/current', token: brandBToken })).statusCode,
    ).toBe(401);
  });

  it('signs a realtime channel only on the token’s own brand', async () => {
    const token = await tokenOn(t, PORTAL, AU);
    const payload = {
      socket_id: '1234.5678',
      channel_name: `private-user.${await userIdOf(t.db, AU)}`,
    };
    const authorize = (product: string) =>
      onBrand(t, product, { method: 'POST', url: '/broadcasting/auth', payload, token });
    expect((await authorize(BRAND_B)).statusCode).toBe(401);
    expect((await authorize(PORTAL)).statusCode).toBe(200);
  });

  it('lets a profile take an e-mail another brand’s account has', async () => {
    expect((await changeBrandBEmail(t, AU.toUpperCase())).statusCode).toBe(200);
    await t.db.query(
      'UPDATE users SET email = $1 WHERE lower(email) = lower($2) AND brand_id = 2',
      [B, AU],
    );
  });

  it('lets the same e-mail and username sign up on each brand, as two accounts', async () => {
    const payload = auPayload();
    const signUp = (product: string) =>
      onBrand(t, product, { method: 'POST', url: '/users', payload });
    const portal = await signUp(PORTAL);
    expect(portal.statusCode).toBe(201);
    expect((await signUp(PORTAL)).json().errors.email).toEqual([
      'This email address is already registered',
    ]);
    const brandB = await signUp(BRAND_B);
    expect(brandB.statusCode).toBe(201);
    expect(brandB.json().data.id).not.toBe(portal.json().data.id);
    const rows = await t.db.query<{ brand_id: number; version: string }>(
      `SELECT u.brand_id, ta.version FROM users u JOIN terms_acceptances ta ON ta.user_id = u.id
       WHERE u.email = $1 ORDER BY u.brand_id`,
      [payload.email],
    );
    expect(rows).toEqual([
      { brand_id: 1, version: '1.0' },
      { brand_id: 2, version: '2026.1' },
    ]);
  });
});

describe('brands that share accounts (accounts.sharedWith)', () => {
  let shared: TestContext;
  const brands = brandsDirWith((brandB) => {
    brandB.accounts = { sharedWith: ['portal'] };
  });

  beforeAll(async () => {
    const config = loadConfig({ PORTAL_BRANDS_DIR: brands.dir });
    shared = await createTestApp({ config: { devRoutes: false, brands: config.brands } });
  });

  afterAll(async () => {
    await shared.close();
    brands.remove();
  });

  it('let a player log in and stay signed in on either brand', async () => {
    const token = await tokenOn(shared, BRAND_B, AU);
    const current = await onBrand(shared, BRAND_B, { url: '/users/current', token });
    expect(current.statusCode).toBe(200);
    expect(current.json().data.email).toBe(AU);
    const portalToken = await tokenOn(shared, PORTAL, B);
    expect(
      (await onBrand(shared, BRAND_B, { url: '/users/current', token: portalToken })).statusCode,
    ).toBe(200);
  });

  it('keep e-mail and username unique across both', async () => {
    const response = await onBrand(shared, BRAND_B, {
      method: 'POST',
      url: '/users',
      payload: auPayload({ email: AU.toUpperCase(), name: 'demo_b' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['This email address is already registered'],
      name: ['This username is already taken'],
    });
  });

  it('ask a player for the terms of the brand they use, and keep each brand’s acceptance', async () => {
    const token = await tokenOn(shared, BRAND_B, AU);
    const onB = (request: { method?: 'POST'; url: string; payload?: object }) =>
      onBrand(shared, BRAND_B, { ...request, token });
    const current = async () => (await onB({ url: '/users/current' })).json().data;
    expect((await current()).accepted_terms_version).toBeNull();
    const terms = (await onB({ url: '/terms/current' })).json().data;
    expect(terms.version).toBe('2026.1');
    const payload = { accept_terms: true, version: terms.version };
    expect((await onB({ method: 'POST', url: '/users/accept_terms', payload })).statusCode).toBe(
      200,
    );
    expect((await current()).accepted_terms_version).toBe('2026.1');
    const onPortal = await onBrand(shared, PORTAL, { url: '/users/current', token });
    expect(onPortal.json().data.accepted_terms_version).toBe('1.0');
  });

  it('keep a profile from taking the e-mail of an account of the other', async () => {
    const response = await changeBrandBEmail(shared, AU);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['This email address is already registered'] });
  });
});

describe('the brand files', () => {
  it('stop the start with the file and field of a bad value', () => {
    const bad = brandsDirWith((brandB) => {
      brandB.bankTransfer = { ...(brandB.bankTransfer as object), bsb_number: '032000' };
    });
    try {
      expect(() => loadConfig({ PORTAL_BRANDS_DIR: bad.dir })).toThrow(
        /brand-b\/brand\.json: bankTransfer\.bsb_number: must be a BSB like 062-000/,
      );
    } finally {
      bad.remove();
    }
    expect(loadConfig({}).brands).toEqual(loadBrands());
  });
});
