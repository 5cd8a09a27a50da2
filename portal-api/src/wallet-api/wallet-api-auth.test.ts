import { messages, WALLET_API_HEADERS } from '@portal/contract';
import { AU } from '../test-support/deposit-helpers';
import {
  bearer,
  createTestApp,
  loginAs,
  userIdOf,
  type TestContext,
} from '../test-support/test-app';
import {
  BETTING,
  FANTASY,
  ledgerOf,
  platformHeaders,
  platformPost,
} from '../test-support/wallet-api-helpers';

const m = messages.walletApi;
let t: TestContext;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  userId = await userIdOf(t.db, AU);
});

afterAll(() => t.close());

const stake = (reference: string) => ({
  player_id: userId,
  reference,
  amount: 500,
  description: 'Sydney v Melbourne',
  meta: { event: 'Sydney v Melbourne', selection: 'Sydney' },
});

async function refusedWith(
  response: { statusCode: number; json(): unknown },
  message: string,
): Promise<void> {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ errors: { error: [message] } });
}

describe('the wallet call refuses a call its platform did not sign', () => {
  it('takes a stake signed with the platform key over the timestamp and the raw body', async () => {
    const response = await platformPost(t.app, '/wallet/v1/stakes', stake('auth-ok'), t.clock());
    expect(response.statusCode).toBe(201);
  });

  it('refuses a missing, unknown or non-numeric platform', async () => {
    const payload = JSON.stringify(stake('auth-platform'));
    const signed = platformHeaders(payload, t.clock());
    for (const platform of [undefined, '3', 'betting', '']) {
      const headers = { ...signed, [WALLET_API_HEADERS.platform]: platform };
      if (platform === undefined) delete headers[WALLET_API_HEADERS.platform];
      const response = await t.app.inject({
        method: 'POST',
        url: '/wallet/v1/stakes',
        payload,
        headers,
      });
      await refusedWith(response, m.platformUnknown);
    }
  });

  it("refuses another platform's key, a tampered body and a missing signature", async () => {
    const before = await ledgerOf(t.db, userId);
    const otherKey = await platformPost(t.app, '/wallet/v1/stakes', stake('auth-key'), t.clock(), {
      clientId: FANTASY,
      key: 'portal-wallet-betting-key',
    });
    await refusedWith(otherKey, m.signatureInvalid);

    const signedBody = JSON.stringify(stake('auth-tamper'));
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/wallet/v1/stakes',
      payload: JSON.stringify({ ...stake('auth-tamper'), amount: 50_000 }),
      headers: platformHeaders(signedBody, t.clock()),
    });
    await refusedWith(tampered, m.signatureInvalid);

    const headers = platformHeaders(signedBody, t.clock());
    delete (headers as Record<string, string>)[WALLET_API_HEADERS.signature];
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/wallet/v1/stakes',
      payload: signedBody,
      headers,
    });
    await refusedWith(unsigned, m.signatureInvalid);
    expect(await ledgerOf(t.db, userId)).toEqual(before);
  });

  it('refuses a timestamp more than 5 minutes off, either way, and one that is not Unix seconds', async () => {
    const nowSeconds = Math.floor(t.clock().getTime() / 1000);
    for (const timestamp of [nowSeconds - 301, nowSeconds + 301]) {
      const response = await platformPost(
        t.app,
        '/wallet/v1/stakes',
        stake('auth-late'),
        t.clock(),
        { timestamp },
      );
      await refusedWith(response, m.timestampSkewed(300));
    }
    const payload = JSON.stringify(stake('auth-iso'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/wallet/v1/stakes',
      payload,
      headers: {
        ...platformHeaders(payload, t.clock()),
        [WALLET_API_HEADERS.timestamp]: t.clock().toISOString(),
      },
    });
    await refusedWith(response, m.timestampInvalid);
    const inTime = await platformPost(t.app, '/wallet/v1/stakes', stake('auth-edge'), t.clock(), {
      timestamp: nowSeconds - 299,
    });
    expect(inTime.statusCode).toBe(201);
  });

  it("does not take a player's bearer token instead of a signature", async () => {
    const token = await loginAs(t.app, AU);
    const before = await ledgerOf(t.db, userId);
    for (const url of ['/wallet/v1/stakes', '/wallet/v1/settlements']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(token),
        payload: stake('auth-bearer'),
      });
      await refusedWith(response, m.platformUnknown);
    }
    expect(await ledgerOf(t.db, userId)).toEqual(before);
  });

  it('checks the signature before the body, so an unsigned caller learns nothing of the fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wallet/v1/stakes',
      payload: { amount: 'lots' },
      headers: { [WALLET_API_HEADERS.platform]: String(BETTING) },
    });
    expect(response.statusCode).toBe(401);
  });
});
