import PusherClient, { type Channel } from 'pusher-js';
import { loadConfig } from '../config';
import {
  bearer,
  createTestApp,
  loginAs,
  userIdOf,
  type TestContext,
} from '../test-support/test-app';
import { createPusherPublisher } from './realtime-publisher';
import { createRealtimeServer, type RealtimeServer } from './realtime-server';

const AU = 'demo.au@portal.test';
const US = 'demo.us@portal.test';
const { pusher } = loadConfig({});

let realtime: RealtimeServer;
let port: number;
let t: TestContext;
let client: PusherClient;

/** The browser's setup: pusher-js authorising private channels through /broadcasting/auth. */
function connectAs(token: string): PusherClient {
  return new PusherClient(pusher.key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        t.app
          .inject({
            method: 'POST',
            url: '/broadcasting/auth',
            headers: bearer(token),
            payload: { socket_id: socketId, channel_name: channelName },
          })
          .then((response) =>
            response.statusCode === 200
              ? callback(null, response.json())
              : callback(new Error(`auth ${response.statusCode}`), null),
          );
      },
    },
  });
}

function once<T>(channel: Channel, event: string): Promise<T> {
  return new Promise((resolve) => channel.bind(event, (data: T) => resolve(data)));
}

beforeAll(async () => {
  realtime = createRealtimeServer(pusher);
  port = await realtime.listen(0, '127.0.0.1');
  t = await createTestApp({ realtime: createPusherPublisher({ ...pusher, port }, console) });
  client = connectAs(await loginAs(t.app, AU));
});

afterAll(async () => {
  client.disconnect();
  await t.close();
  await realtime.close();
});

describe('pusher-js against the realtime server', () => {
  it('subscribes to the own channel and receives the balance update', async () => {
    const channel = client.subscribe(`private-user.${await userIdOf(t.db, AU)}`);
    await once(channel, 'pusher:subscription_succeeded');
    const update = once<{ balance: number; available_balance: number }>(
      channel,
      'wallet.balance.updated',
    );
    const credit = await t.app.inject({
      method: 'POST',
      url: '/dev/wallet/credit',
      payload: { email: AU, amount: 1000 },
    });
    expect(credit.statusCode).toBe(200);
    expect(await update).toEqual({ balance: 126050, available_balance: 126050 });
  });

  it('is refused another player’s channel', async () => {
    const channel = client.subscribe(`private-user.${await userIdOf(t.db, US)}`);
    const error = await once<{ type: string; status: number }>(
      channel,
      'pusher:subscription_error',
    );
    expect(error).toMatchObject({ type: 'AuthError' });
    expect(channel.subscribed).toBe(false);
  });

  it('keeps the connection alive with ping and pong', async () => {
    expect(client.connection.state).toBe('connected');
    const pong = new Promise<void>((resolve) =>
      client.connection.bind('message', (message: { event: string }) => {
        if (message.event === 'pusher:pong') resolve();
      }),
    );
    client.connection.send_event('pusher:ping', {});
    await pong;
  });
});
