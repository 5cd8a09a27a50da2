import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AU, balanceOf } from '../test-support/deposit-helpers';
import { createTestApp, loginAs, bearer } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';
import { createPusherPublisher } from './realtime-publisher';

/** A realtime service that takes requests and never answers them. */
async function stalledRealtime(): Promise<{
  server: Server;
  port: number;
  held: IncomingMessage[];
}> {
  const held: IncomingMessage[] = [];
  const server = createServer((request) => held.push(request));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, held };
}

it('answers a money call while the realtime service it publishes to is stalled', async () => {
  const stalled = await stalledRealtime();
  const config = testConfig();
  const warnings: unknown[] = [];
  const realtime = createPusherPublisher(
    { ...config.pusher, host: '127.0.0.1', port: stalled.port },
    { warn: (details: unknown) => warnings.push(details) },
  );
  const t = await createTestApp({ realtime });
  try {
    const token = await loginAs(t.app, AU);
    const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      AU,
    ]);
    const before = await balanceOf(t.db, id);
    const credit = await t.app.inject({
      method: 'POST',
      url: '/dev/wallet/credit',
      headers: bearer(token),
      payload: { email: AU, amount: 500 },
    });
    expect(credit.statusCode).toBe(200);
    expect(await balanceOf(t.db, id)).toBe(before + 500);
    // The balance event reached the stalled service and is still waiting there (a publish the
    // answer had waited for would have timed out and closed it): the answer did not wait for it.
    const deadline = Date.now() + 5000;
    while (stalled.held.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(stalled.held).toHaveLength(1);
    expect(stalled.held[0].socket.destroyed).toBe(false);
    expect(warnings).toEqual([]);
  } finally {
    await t.close();
    stalled.server.closeAllConnections();
    await new Promise((resolve) => stalled.server.close(resolve));
  }
});
