import { AU } from '../test-support/deposit-helpers';
import { createTestApp, postLogin, userIdOf, type TestContext } from '../test-support/test-app';

let t: TestContext;

afterEach(() => t.close());

async function scrape(headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: '/metrics', headers });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    text: response.body,
  };
}

/** The value of one sample line, e.g. `http_requests_total{…} 2`. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('GET /metrics', () => {
  it('counts and times requests by method, route pattern and status, never the raw URL', async () => {
    t = await createTestApp();
    await t.app.inject({ url: '/health/live' });
    await t.app.inject({ url: '/health/live' });
    await t.app.inject({ url: '/avatars/secret-file-name.webp' });
    await t.app.inject({ url: '/no/such/page?token=abc' });
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(
      sample(text, 'http_requests_total{method="GET",route="/health/live",status="200"}'),
    ).toBe(2);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/health/live",status="200"}',
      ),
    ).toBe(2);
    expect(text).toContain('route="/avatars/:file",status="404"');
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain('secret-file-name');
    expect(text).not.toContain('token=abc');
  });

  it('counts throttle refusals by route', async () => {
    t = await createTestApp({
      config: {
        loginThrottle: { windowSeconds: 60, maxFailuresPerAccount: 1, maxFailuresPerIp: 0 },
      },
    });
    for (let i = 0; i < 3; i += 1) await postLogin(t.app, AU, 'wrong-password');
    const { text } = await scrape();
    expect(sample(text, 'throttle_refusals_total{route="/auth"}')).toBe(2);
  });

  it('shows the database pool between requests', async () => {
    t = await createTestApp();
    await t.app.inject({ url: '/health/ready' });
    const { text } = await scrape();
    expect(sample(text, 'db_pool_connections_in_use')).toBe(0);
    expect(sample(text, 'db_pool_connections_idle')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_requests_waiting')).toBe(0);
  });

  it('shows how many wallets the ledger check found differing from their ledger', async () => {
    t = await createTestApp({ config: { ledgerCheckIntervalMs: 20 } });
    await t.db.query('UPDATE wallets SET balance = balance + 1 WHERE user_id = $1', [
      await userIdOf(t.db, AU),
    ]);
    const deadline = Date.now() + 5000;
    let mismatches = sample((await scrape()).text, 'ledger_mismatched_wallets');
    while (mismatches !== 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      mismatches = sample((await scrape()).text, 'ledger_mismatched_wallets');
    }
    expect(mismatches).toBe(1);
  });

  it('needs the bearer token when one is configured, and keeps apps’ metrics apart', async () => {
    t = await createTestApp({ config: { metricsToken: 'scrape-token' } });
    const other = await createTestApp();
    try {
      await other.app.inject({ url: '/health/live' });
      expect((await scrape()).status).toBe(401);
      expect((await scrape({ authorization: 'Bearer wrong' })).status).toBe(401);
      const scraped = await scrape({ authorization: 'Bearer scrape-token' });
      expect(scraped.status).toBe(200);
      expect(scraped.text).not.toContain('route="/health/live"');
    } finally {
      await other.close();
    }
  });
});
