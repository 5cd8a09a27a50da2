import { LocationCheckError } from './LocationCheckError';
import {
  CONNECT_TIMEOUT_MS,
  GEOLOCATION_TIMEOUT_MS,
  KEEP_ALIVE_MS,
  LocationConnection,
  type ConnectionState,
} from './LocationConnection';
import { LogHistory } from './LogHistory';
import { FakeLocalService, type PortBehaviour } from './test-utils/fakeLocalService';

const REQUEST = { license: 'the-license', userId: 42, reason: 'withdraw' };

function setUp(
  ports: Record<number, PortBehaviour> = { 9703: 'service' },
  params = { installerKey: 'installer', environmentId: 'dev' },
) {
  const service = new FakeLocalService(ports);
  const states: ConnectionState[] = [];
  const log = new LogHistory();
  const connection = new LocationConnection({
    ...params,
    ports: Object.keys(ports).map(Number),
    log,
    openSocket: service.openSocket,
    onStateChange: (state) => states.push(state),
  });
  return { service, states, connection, log };
}

// The real setTimeout, taken before the fake timers replace it: its task runs after every microtask.
const realSetTimeout = globalThis.setTimeout;

/** Runs the fake timers for `ms`, then lets the socket events that follow play out. */
async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 3; i += 1) {
    await new Promise((resolve) => realSetTimeout(resolve, 0));
    await jest.advanceTimersByTimeAsync(0);
  }
}

/** The settled outcome of a promise once the fake timers have run `ms`. */
async function settle<T>(promise: Promise<T>, ms = 0): Promise<T | LocationCheckError> {
  const outcome = promise.catch((error: LocationCheckError) => error);
  await advance(ms);
  return outcome;
}

async function connected(ports?: Record<number, PortBehaviour>) {
  const setup = setUp(ports);
  await settle(setup.connection.connect());
  expect(setup.connection.state).toBe('connected');
  return setup;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('connecting', () => {
  it('starts not connected', () => {
    expect(setUp().connection.state).toBe('not connected');
  });

  it('tries ports 9703, 9704 and 9705 in turn over wss, giving each 2 s, until one accepts', async () => {
    const { service, states, connection } = setUp({
      9703: 'refuse',
      9704: 'hang',
      9705: 'service',
    });
    const done = connection.connect();
    await advance(CONNECT_TIMEOUT_MS - 1);
    expect(connection.state).toBe('connecting');
    await settle(done, 1);
    expect(service.sockets.map((socket) => socket.url)).toEqual([
      'wss://localhost:9703',
      'wss://localhost:9704',
      'wss://localhost:9705',
    ]);
    expect(service.sockets[1].closed).toBe(true);
    expect(states).toEqual(['connecting', 'connected']);
    expect(service.current.received[0]).toEqual({
      type: 'hello',
      installerKey: 'installer',
      environmentId: 'dev',
    });
  });

  it('fails with 612 and stays not connected when no port has the service', async () => {
    const { connection, states } = setUp({ 9703: 'refuse', 9704: 'hang', 9705: 'refuse' });
    const error = await settle(connection.connect(), CONNECT_TIMEOUT_MS);
    expect(error).toMatchObject({
      code: 612,
      message: 'The location service is not running on this device. Please start it and try again.',
    });
    expect(states).toEqual(['connecting', 'not connected']);
  });

  it('skips a port that opens but never answers the handshake (613 if none answers)', async () => {
    const first = setUp({ 9703: 'mute', 9704: 'service' });
    await settle(first.connection.connect(), CONNECT_TIMEOUT_MS);
    expect(first.connection.state).toBe('connected');
    expect(first.service.current.url).toBe('wss://localhost:9704');

    const none = setUp({ 9703: 'mute' });
    expect(await settle(none.connection.connect(), CONNECT_TIMEOUT_MS)).toMatchObject({
      code: 613,
    });
  });

  it('shares one attempt between calls made while connecting', async () => {
    const { service, connection } = setUp();
    await settle(Promise.all([connection.connect(), connection.connect()]));
    expect(service.sockets).toHaveLength(1);
    await settle(connection.connect());
    expect(service.sockets).toHaveLength(1);
  });

  it.each([
    [
      { installerKey: '', environmentId: 'dev' },
      'Connect method is missing required parameter installerKey',
    ],
    [
      { installerKey: 'key', environmentId: ' ' },
      'Connect method is missing required parameter environmentId',
    ],
    [
      { installerKey: 'key', environmentId: 'prod' },
      'Parameter environmentId has wrong value. Please try again with one of the allowed values',
    ],
  ])('refuses connect parameters %j with 699', async (params, message) => {
    const { service, connection } = setUp({ 9703: 'service' }, params);
    expect(await settle(connection.connect())).toMatchObject({ code: 699, message });
    expect(service.sockets).toHaveLength(0);
    expect(connection.state).toBe('not connected');
  });

  it.each(['production', 'staging', 'qat', 'test', 'dev', 'desktop', 'sec'])(
    'accepts the environment %s',
    async (environmentId) => {
      const { connection } = setUp({ 9703: 'service' }, { installerKey: 'key', environmentId });
      await settle(connection.connect());
      expect(connection.state).toBe('connected');
    },
  );

  it.each(['1.1.9', '0.9.0', '2.0.0', 'latest'])(
    'refuses a local service of version %s with 615',
    async (version) => {
      const { service, connection } = setUp();
      service.version = version;
      expect(await settle(connection.connect())).toMatchObject({
        code: 615,
        message:
          'The location service on this device is out of date. Please update it and try again.',
      });
      expect(connection.state).toBe('not connected');
      expect(service.current.closed).toBe(true);
    },
  );

  it.each(['1.2.0', '1.10.3'])('accepts a local service of version %s', async (version) => {
    const { service, connection } = setUp();
    service.version = version;
    await settle(connection.connect());
    expect(connection.state).toBe('connected');
  });

  it('reports the code the service refuses the handshake with, without trying other ports', async () => {
    const { service, connection } = setUp({ 9703: 'service', 9704: 'service' });
    service.handshakeErrorCode = 604;
    expect(await settle(connection.connect())).toMatchObject({
      code: 604,
      message: 'Location checks are suspended on this device. Please contact Customer Service.',
    });
    expect(service.sockets).toHaveLength(1);
  });
});

describe('a live connection', () => {
  it('sends a keep-alive every 30 s and stays connected while it is answered', async () => {
    const { service, connection } = await connected();
    await advance(KEEP_ALIVE_MS - 1);
    expect(service.received.filter((m) => m.type === 'ping')).toHaveLength(0);
    await advance(1 + 2 * KEEP_ALIVE_MS);
    expect(service.received.filter((m) => m.type === 'ping')).toHaveLength(3);
    expect(connection.state).toBe('connected');
    expect(service.sockets).toHaveLength(1);
  });

  it('reconnects after an unanswered keep-alive (613)', async () => {
    const { service, connection, states, log } = await connected();
    service.answersPings = false;
    await advance(2 * KEEP_ALIVE_MS);
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
    expect(service.sockets).toHaveLength(2);
    expect(service.sockets[0].closed).toBe(true);
    expect(connection.state).toBe('connected');
    expect(log.lines().some((line) => line.includes('error 613'))).toBe(true);
  });

  it('reconnects after an unexpected close, through the ports again', async () => {
    const { service, connection, states } = await connected({ 9703: 'service', 9704: 'service' });
    service.ports.set(9703, 'refuse');
    service.current.drop();
    expect(connection.state).toBe('reconnecting');
    await advance(0);
    expect(connection.state).toBe('connected');
    expect(service.current.url).toBe('wss://localhost:9704');
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
  });

  it('is disconnected when the service is gone after an unexpected close', async () => {
    const { service, connection } = await connected();
    service.ports.set(9703, 'refuse');
    service.current.drop();
    await advance(0);
    expect(connection.state).toBe('disconnected');
  });

  it('disconnects on demand without reconnecting', async () => {
    const { service, connection, states } = await connected();
    connection.disconnect();
    await advance(KEEP_ALIVE_MS * 2);
    expect(states).toEqual(['connecting', 'connected', 'disconnected']);
    expect(service.sockets).toHaveLength(1);
    expect(service.current.closed).toBe(true);
    expect(service.received.filter((m) => m.type === 'ping')).toHaveLength(0);
  });
});

describe('geolocation', () => {
  it('is requested, then available with the geo packet', async () => {
    const { service, connection } = await connected();
    const packet = connection.geolocate(REQUEST);
    expect(connection.geolocationState).toBe('requested');
    expect(service.received.at(-1)).toEqual({ type: 'geolocate', id: '1', ...REQUEST });
    expect(await settle(packet)).toBe('payload.signature');
    expect(connection.geolocationState).toBe('available');
  });

  it('refuses a second request while one is in progress (614)', async () => {
    const { service, connection } = await connected();
    service.nextGeolocation = 'silent';
    const first = connection.geolocate(REQUEST);
    expect(await settle(connection.geolocate(REQUEST))).toMatchObject({
      code: 614,
      message: 'A location check is already in progress. Please wait for it to finish.',
    });
    expect(connection.geolocationState).toBe('requested');
    void first.catch(() => undefined);
  });

  it.each([601, 602, 603, 604, 605, 606, 607, 608, 609, 621, 640, 689])(
    'fails with the code %i the service answers',
    async (code) => {
      const { service, connection } = await connected();
      service.nextGeolocation = { errorCode: code };
      const error = await settle(connection.geolocate(REQUEST));
      expect(error).toBeInstanceOf(LocationCheckError);
      expect(error).toMatchObject({ code });
      expect(connection.geolocationState).toBe('failed');
    },
  );

  it('fails with 600 on a code the service should not answer', async () => {
    const { service, connection } = await connected();
    service.nextGeolocation = { errorCode: 650 };
    expect(await settle(connection.geolocate(REQUEST))).toMatchObject({
      code: 600,
      message: 'Something unexpected stopped the location check. Please try again.',
    });
  });

  it('fails with 613 on an unreadable answer', async () => {
    const { service, connection } = await connected();
    service.nextGeolocation = 'unreadable';
    expect(await settle(connection.geolocate(REQUEST))).toMatchObject({ code: 613 });
  });

  it('fails with 620 when the service has not answered after 60 s', async () => {
    const { service, connection } = await connected();
    service.nextGeolocation = 'silent';
    const request = connection.geolocate(REQUEST);
    await advance(GEOLOCATION_TIMEOUT_MS - 1);
    expect(connection.geolocationState).toBe('requested');
    expect(await settle(request, 1)).toMatchObject({
      code: 620,
      message: 'The location check took too long. Please try again.',
    });
    expect(connection.geolocationState).toBe('failed');
  });

  it('fails with 619 when the connection closes during a request', async () => {
    const { service, connection } = await connected();
    service.nextGeolocation = 'silent';
    const request = connection.geolocate(REQUEST);
    service.current.drop();
    expect(await settle(request)).toMatchObject({
      code: 619,
      message: 'The location check was interrupted. Please try again.',
    });
  });

  it('fails with 612 when not connected', async () => {
    const { connection } = setUp();
    expect(await settle(connection.geolocate(REQUEST))).toMatchObject({ code: 612 });
  });
});
