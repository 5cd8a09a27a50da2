import { createRealtimeServer } from '../realtime/realtime-server';
import { createPusherPublisher } from '../realtime/realtime-publisher';
import { captureLog } from '../test-support/captured-log';
import { AU } from '../test-support/deposit-helpers';
import { bearer, createTestApp, loginAs, type TestContext } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';

let t: TestContext;

afterEach(() => t.close());

describe('request ids', () => {
  it('takes a sane x-request-id, returns it and puts it on every log line of the request', async () => {
    const log = captureLog();
    t = await createTestApp({ logger: log.options });
    const response = await t.app.inject({
      url: '/health/live',
      headers: { 'x-request-id': 'edge-7f3a.1' },
    });
    expect(response.headers['x-request-id']).toBe('edge-7f3a.1');
    const lines = log.entries().filter((entry) => entry.reqId === 'edge-7f3a.1');
    expect(lines.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes one up for a request without one, or with one that is not sane', async () => {
    t = await createTestApp();
    for (const given of [undefined, 'a b', 'x'.repeat(129), 'line\nbreak']) {
      const response = await t.app.inject({
        url: '/health/live',
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('carries the id to the realtime server with what the request publishes', async () => {
    const published: object[] = [];
    const config = testConfig();
    const server = createRealtimeServer({
      ...config.pusher,
      log: { info: (details) => void published.push(details) },
    });
    const port = await server.listen(0, '127.0.0.1');
    const realtime = createPusherPublisher({ ...config.pusher, port }, console);
    t = await createTestApp({ realtime });
    try {
      const token = await loginAs(t.app, AU);
      const credit = await t.app.inject({
        method: 'POST',
        url: '/dev/wallet/credit',
        headers: { ...bearer(token), 'x-request-id': 'credit-42' },
        payload: { email: AU, amount: 500 },
      });
      expect(credit.statusCode).toBe(200);
      const deadline = Date.now() + 5000;
      while (published.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(published).toEqual([
        { reqId: 'credit-42', events: ['wallet.balance.updated'], channels: 1 },
      ]);
    } finally {
      await server.close();
    }
  });
});
