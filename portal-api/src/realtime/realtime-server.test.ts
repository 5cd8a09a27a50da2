import Pusher from 'pusher';
// The official library's own signing, to tamper with a genuinely signed request.
import { createSignedQueryString } from 'pusher/lib/requests';
import { TestSocket } from '../test-support/test-socket';
import { hmacSha256Hex } from './hmac';
import { createRealtimeServer, type RealtimeServer } from './realtime-server';

const APP = { appId: 'portal', key: 'portal-key', secret: 'portal-secret' };

let server: RealtimeServer;
let port: number;
let publisher: Pusher;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = createRealtimeServer({ ...APP, activityTimeoutSeconds: 120 });
  port = await server.listen(0, '127.0.0.1');
  publisher = new Pusher({ ...APP, host: '127.0.0.1', port: String(port), useTLS: false });
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

afterAll(() => server.close());

async function connect(path = `/app/${APP.key}?protocol=7&client=js&version=8.6.0`) {
  const socket = await TestSocket.open(`ws://127.0.0.1:${port}${path}`);
  sockets.push(socket);
  return socket;
}

async function connected() {
  const socket = await connect();
  const frame = await socket.next('pusher:connection_established');
  const { socket_id } = JSON.parse(frame.data as string) as { socket_id: string };
  return { socket, socketId: socket_id };
}

/** The query string the official library signs a POST with. */
function signedQuery(path: string, body: string) {
  return createSignedQueryString(
    { key: APP.key, sign: (text) => hmacSha256Hex(APP.secret, text) },
    { method: 'POST', path, body },
  );
}

function sign(socketId: string, channel: string) {
  return `${APP.key}:${hmacSha256Hex(APP.secret, `${socketId}:${channel}`)}`;
}

describe('websocket connections', () => {
  it('establishes a connection with a socket id and the activity timeout', async () => {
    const socket = await connect();
    const frame = await socket.next('pusher:connection_established');
    expect(JSON.parse(frame.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
  });

  it('refuses an unknown app key with 4001 and closes', async () => {
    const socket = await connect('/app/wrong-key?protocol=7');
    expect((await socket.next('pusher:error')).data).toEqual({
      message: "Application key 'wrong-key' does not exist",
      code: 4001,
    });
    expect((await socket.closed).code).toBe(4001);
  });

  it('refuses other protocol versions with 4007', async () => {
    const socket = await connect(`/app/${APP.key}?protocol=3`);
    expect((await socket.next('pusher:error')).data).toMatchObject({ code: 4007 });
    expect((await socket.closed).code).toBe(4007);
  });

  it('refuses a missing or malformed protocol version and unknown paths', async () => {
    for (const [path, code, message] of [
      [`/app/${APP.key}`, 4008, 'No protocol version supplied'],
      [`/app/${APP.key}?protocol=seven`, 4006, 'Invalid version string format'],
      ['/socket?protocol=7', 4005, 'Path not found'],
      ['/app/%ZZ?protocol=7', 4001, "Application key '%ZZ' does not exist"],
    ] as const) {
      const socket = await connect(path);
      expect((await socket.next('pusher:error')).data).toEqual({ message, code });
      expect((await socket.closed).code).toBe(code);
    }
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { socket } = await connected();
    socket.send({ event: 'pusher:ping', data: {} });
    expect(await socket.next('pusher:pong')).toEqual({ event: 'pusher:pong', data: '{}' });
  });

  it('pings a quiet client and disconnects it when no pong comes', async () => {
    const quick = createRealtimeServer({
      ...APP,
      activityTimeoutSeconds: 0.1,
      pongTimeoutSeconds: 0.1,
    });
    const quickPort = await quick.listen(0, '127.0.0.1');
    try {
      const socket = await TestSocket.open(`ws://127.0.0.1:${quickPort}/app/${APP.key}?protocol=7`);
      await socket.next('pusher:ping');
      expect((await socket.closed).code).toBe(4201);
    } finally {
      await quick.close();
    }
  });

  it('answers malformed frames and unsupported events with pusher:error, and stays open', async () => {
    const { socket } = await connected();
    for (const frame of ['not json', '[]', '{"event": 42}', { event: 'client-hello', data: {} }]) {
      socket.send(frame);
      expect((await socket.next('pusher:error')).data).toMatchObject({ code: null });
    }
    socket.send({ event: 'pusher:ping', data: {} });
    await socket.next('pusher:pong');
  });
});

describe('subscriptions and events', () => {
  it('delivers events published with the official client to public subscribers', async () => {
    const { socket } = await connected();
    socket.send({ event: 'pusher:subscribe', data: { channel: 'news' } });
    expect(await socket.next('pusher_internal:subscription_succeeded')).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'news',
      data: '{}',
    });
    await publisher.trigger('news', 'headline', { text: 'hello' });
    expect(await socket.next('headline')).toEqual({
      event: 'headline',
      channel: 'news',
      data: JSON.stringify({ text: 'hello' }),
    });
  });

  it('subscribes to a private channel with a valid signature', async () => {
    const { socket, socketId } = await connected();
    socket.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-user.1', auth: sign(socketId, 'private-user.1') },
    });
    await socket.next('pusher_internal:subscription_succeeded');
    await publisher.triggerBatch([
      { channel: 'private-user.1', name: 'a', data: { n: 1 } },
      { channel: 'private-user.2', name: 'b', data: { n: 2 } },
    ]);
    expect((await socket.next('a')).data).toBe('{"n":1}');
    expect(socket.pending().some((frame) => frame.event === 'b')).toBe(false);
  });

  it("ends every connection on a player's channel when the API terminates the player's connections", async () => {
    const subscribed = async (channel: string) => {
      const { socket, socketId } = await connected();
      socket.send({ event: 'pusher:subscribe', data: { channel, auth: sign(socketId, channel) } });
      await socket.next('pusher_internal:subscription_succeeded');
      return socket;
    };
    const tabs = [await subscribed('private-user.7'), await subscribed('private-user.7')];
    const other = await subscribed('private-user.8');
    await publisher.terminateUserConnections('7');
    for (const tab of tabs) expect((await tab.closed).code).toBe(4009);
    await publisher.trigger(['private-user.7', 'private-user.8'], 'after', {});
    expect((await other.next('after')).data).toBe('{}');
    for (const tab of tabs)
      expect(tab.pending().some((frame) => frame.event === 'after')).toBe(false);
  });

  it('refuses a private channel signed for another socket or channel', async () => {
    const { socket, socketId } = await connected();
    for (const auth of [
      sign('1.2', 'private-user.1'),
      sign(socketId, 'private-user.2'),
      'x',
      undefined,
    ]) {
      socket.send({ event: 'pusher:subscribe', data: { channel: 'private-user.1', auth } });
      expect((await socket.next('pusher:error')).data).toMatchObject({ code: 4009 });
      expect(await socket.next('pusher:subscription_error')).toMatchObject({
        channel: 'private-user.1',
        data: { type: 'AuthError', status: 401 },
      });
    }
    await publisher.trigger('private-user.1', 'secret', {});
    socket.send({ event: 'pusher:ping', data: {} });
    await socket.next('pusher:pong');
    expect(socket.pending().some((frame) => frame.event === 'secret')).toBe(false);
  });

  it('stops delivering after pusher:unsubscribe, and skips the excluded socket', async () => {
    const first = await connected();
    const second = await connected();
    for (const { socket } of [first, second]) {
      socket.send({ event: 'pusher:subscribe', data: { channel: 'scores' } });
      await socket.next('pusher_internal:subscription_succeeded');
    }
    await publisher.trigger('scores', 'goal', {}, { socket_id: first.socketId });
    await second.socket.next('goal');
    first.socket.send({ event: 'pusher:unsubscribe', data: { channel: 'scores' } });
    second.socket.send({ event: 'pusher:unsubscribe', data: { channel: 'scores' } });
    await publisher.trigger('scores', 'goal', {});
    for (const { socket } of [first, second]) {
      socket.send({ event: 'pusher:ping', data: {} });
      await socket.next('pusher:pong');
      expect(socket.pending().some((frame) => frame.event === 'goal')).toBe(false);
    }
  });
});

describe('HTTP events API', () => {
  const base = () => `http://127.0.0.1:${port}`;

  it('refuses requests signed with another secret', async () => {
    const forger = new Pusher({
      ...APP,
      secret: 'guess',
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    await expect(forger.trigger('news', 'fake', {})).rejects.toMatchObject({ status: 401 });
  });

  it('refuses an unknown app id and unknown paths', async () => {
    const other = new Pusher({
      ...APP,
      appId: 'other',
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    await expect(other.trigger('news', 'x', {})).rejects.toMatchObject({ status: 404 });
    expect((await fetch(`${base()}/apps/portal/channels`)).status).toBe(404);
    expect((await fetch(`${base()}/`)).status).toBe(404);
  });

  it('refuses unsigned and tampered requests', async () => {
    const body = JSON.stringify({ name: 'x', data: '{}', channels: ['news'] });
    const unsigned = await fetch(`${base()}/apps/portal/events`, { method: 'POST', body });
    expect(unsigned.status).toBe(401);

    const query = signedQuery('/apps/portal/events', body);
    const tampered = await fetch(`${base()}/apps/portal/events?${query}`, {
      method: 'POST',
      body: body.replace('news', 'private-user.1'),
    });
    expect(tampered.status).toBe(401);
    expect(
      (await fetch(`${base()}/apps/portal/events?${query}`, { method: 'POST', body })).status,
    ).toBe(200);
  });

  it('refuses malformed events and batches', async () => {
    const invalid: Array<[string, unknown]> = [
      ['events', { name: '', data: '{}', channels: ['news'] }],
      ['events', { name: 'x', data: { not: 'a string' }, channels: ['news'] }],
      ['events', { name: 'x', data: '{}', channels: [] }],
      ['events', { name: 'x', data: '{}', channels: ['bad channel!'] }],
      [
        'events',
        { name: 'x', data: '{}', channels: Array.from({ length: 101 }, (_, i) => `c${i}`) },
      ],
      ['events', [1, 2]],
      ['batch_events', { batch: [] }],
      ['batch_events', { batch: [{ name: 'x', data: '{}' }] }],
    ];
    for (const [kind, json] of invalid) {
      const path = `/apps/portal/${kind}`;
      const body = JSON.stringify(json);
      const response = await fetch(`${base()}${path}?${signedQuery(path, body)}`, {
        method: 'POST',
        body,
      });
      expect(response.status).toBe(400);
    }
  });
});
