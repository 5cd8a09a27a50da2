import { loadConfig } from '../config';
import type { Queryable } from '../db/db';
import { openTestDb } from '../test-support/test-database';
import { SANDBOX_INVALID_CAPTCHA, sandboxCaptcha } from './captcha/captcha';
import { createRecaptcha } from './captcha/recaptcha';
import { createIntegrations } from './integrations';
import { Outbox } from './outbox';
import { createGooglePlaces } from './places/google-places';
import { sandboxPlaces } from './places/sandbox-places';
import { SAMPLE_ADDRESSES } from './places/sample-addresses';

const API_URL = 'http://localhost:9001';
const noDb: Queryable = {
  query: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
};
const outbox = new Outbox(noDb, () => new Date('2026-03-01T10:00:00Z'), { info: () => undefined });

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('createIntegrations', () => {
  it('uses the sandboxes by default', () => {
    const integrations = createIntegrations(loadConfig({}).integrations, outbox, noDb, API_URL);
    expect(integrations.captcha).toBe(sandboxCaptcha);
    expect(integrations.places).toBe(sandboxPlaces);
  });

  it('refuses at start-up a production provider this server has no client for', () => {
    const identity = loadConfig({
      IDENTITY_PROVIDER: 'greenid',
      GREENID_ACCOUNT_ID: 'a',
      GREENID_API_PASSWORD: 'b',
    });
    expect(() => createIntegrations(identity.integrations, outbox, noDb, API_URL)).toThrow(
      /IdentityVerifier/,
    );
    const cards = loadConfig({
      CARD_PAYMENTS_PROVIDER: 'fatzebra',
      FATZEBRA_USERNAME: 'u',
      FATZEBRA_TOKEN: 't',
    });
    expect(() => createIntegrations(cards.integrations, outbox, noDb, API_URL)).toThrow(
      /CARD_PAYMENTS_PROVIDER=fatzebra: this reference server has no fatzebra client; implement CardGateway/,
    );
  });
});

describe('the sandboxes', () => {
  it('reCAPTCHA refuses only the invalid-captcha token', async () => {
    expect(await sandboxCaptcha.verify(SANDBOX_INVALID_CAPTCHA, '127.0.0.1')).toBe(false);
    expect(await sandboxCaptcha.verify('anything', '127.0.0.1')).toBe(true);
    expect(await sandboxCaptcha.verify(undefined, '127.0.0.1')).toBe(true);
  });

  it('places answer details for every sample address', async () => {
    for (const address of SAMPLE_ADDRESSES) {
      const details = await sandboxPlaces.details(`sandbox_${address.id}`);
      expect(details?.address_components.find((c) => c.types[0] === 'country')?.short_name).toBe(
        address.country,
      );
      const { predictions } = await sandboxPlaces.autocomplete({
        input: `${address.number} ${address.street} ${address.city}`,
        countries: [address.country],
      });
      expect(predictions.map((p) => p.place_id)).toContain(`sandbox_${address.id}`);
    }
  });

  it('the outbox keeps the latest 500 messages, newest first, filtered by recipient', async () => {
    const db = await openTestDb();
    const box = new Outbox(db, () => new Date(0), { info: () => undefined });
    for (let i = 0; i < 505; i += 1) {
      await box.record({
        channel: 'sms',
        to: i % 2 ? '+61400000001' : 'A@x.test',
        subject: 'SMS',
        body: String(i),
        ...(i === 504 ? { code: '123456' } : {}),
      });
    }
    const all = await box.list();
    expect(all).toHaveLength(500);
    expect(all[0]).toEqual({
      channel: 'sms',
      to: 'A@x.test',
      subject: 'SMS',
      body: '504',
      code: '123456',
      created_at: '1970-01-01T00:00:00.000Z',
    });
    expect(all.at(-1)?.body).toBe('5');
    const toA = await box.list('a@X.test');
    expect(toA).toHaveLength(250);
    expect(toA.every((m) => m.to === 'A@x.test')).toBe(true);
    await db.close();
  });
});

describe('the production clients', () => {
  it('reCAPTCHA posts the token and secret and reads success and score', async () => {
    const fetchMock = jest.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      jsonResponse({ success: true, score: 0.9 }),
    );
    const captcha = createRecaptcha('secret', fetchMock as unknown as typeof fetch);
    expect(await captcha.verify('token', '1.2.3.4')).toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(String(init?.body)).toBe('secret=secret&response=token&remoteip=1.2.3.4');

    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, score: 0.1 }));
    expect(await captcha.verify('token', '1.2.3.4')).toBe(false);
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false }));
    expect(await captcha.verify('token', '1.2.3.4')).toBe(false);
    expect(await captcha.verify(undefined, '1.2.3.4')).toBe(false);
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 500));
    await expect(captcha.verify('token', '1.2.3.4')).rejects.toThrow(/500/);
  });

  it('Google Places passes the answers through', async () => {
    const prediction = { description: 'd', place_id: 'p', structured_formatting: {}, types: [] };
    const fetchMock = jest.fn(async (url: string | URL | Request) =>
      String(url).includes('autocomplete')
        ? jsonResponse({ status: 'OK', predictions: [prediction] })
        : jsonResponse({ status: 'NOT_FOUND' }),
    );
    const places = createGooglePlaces('key', fetchMock as unknown as typeof fetch);
    expect(await places.autocomplete({ input: '12 george', countries: ['au'] })).toEqual({
      status: 'OK',
      predictions: [prediction],
    });
    const url = new URL(String(fetchMock.mock.calls[0][0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      input: '12 george',
      types: 'address',
      key: 'key',
      components: 'country:au',
    });
    expect(await places.details('p')).toBeNull();
  });
});
