import { createHmac } from 'node:crypto';
import https from 'node:https';
import WebSocket from 'ws';
import { selfSignedCertificate, type Certificate } from './certificate';
import { startSimulator, type Simulator } from './simulator';

const SECRET = 'test-secret';
const LICENSE = 'test-license';
const ISSUED = new Date('2026-03-01T10:00:00.000Z');
let certificate: Certificate;
let simulator: Simulator;

beforeAll(async () => {
  certificate = await selfSignedCertificate();
});
beforeEach(async () => {
  simulator = await startSimulator({
    port: 0,
    certificate,
    secret: SECRET,
    license: LICENSE,
    state: 'IA',
    now: () => ISSUED,
  });
});
afterEach(() => simulator.close());

/** A client of the simulator's WebSocket that collects what it answers. */
async function client() {
  const socket = new WebSocket(`wss://localhost:${simulator.port}`, { rejectUnauthorized: false });
  const frames: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)));
    waiters.shift()?.();
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    socket,
    /** Sends a frame and resolves with the answer. */
    async ask(frame: object) {
      const answered = new Promise<void>((resolve) => waiters.push(resolve));
      socket.send(JSON.stringify(frame));
      await answered;
      return frames.at(-1);
    },
  };
}

async function connected() {
  const service = await client();
  await service.ask({ type: 'hello', installerKey: 'key', environmentId: 'dev' });
  return service;
}

/** Calls the control API (the certificate is self-signed). */
function control(path: string, body: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      { host: '127.0.0.1', port: simulator.port, path, method: 'POST', rejectUnauthorized: false },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
}

function payloadOf(packet: unknown) {
  const [payload, signature] = String(packet).split('.');
  expect(signature).toBe(createHmac('sha256', SECRET).update(payload).digest('base64url'));
  return JSON.parse(Buffer.from(payload, 'base64url').toString());
}

const geolocate = { type: 'geolocate', id: '1', license: LICENSE, userId: 7, reason: 'withdraw' };

it('accepts the handshake with its version and answers keep-alives', async () => {
  const service = await client();
  expect(await service.ask({ type: 'hello', installerKey: 'key', environmentId: 'dev' })).toEqual({
    type: 'hello',
    version: '1.4.0',
  });
  expect(await service.ask({ type: 'ping' })).toEqual({ type: 'pong' });
});

it('refuses a handshake with a wrong parameter (699)', async () => {
  const service = await client();
  expect(await service.ask({ type: 'hello', installerKey: 'key', environmentId: 'live' })).toEqual({
    type: 'error',
    code: 699,
  });
  expect(await service.ask(geolocate)).toEqual({ type: 'error', code: 603 });
});

it('answers a geolocation with a signed packet in the jurisdiction by default', async () => {
  const service = await connected();
  const answer = await service.ask(geolocate);
  expect(answer).toMatchObject({ type: 'geolocation', id: '1' });
  expect(payloadOf(answer?.packet)).toEqual({
    user_id: 7,
    state: 'IA',
    in_jurisdiction: true,
    issued_at: '2026-03-01T10:00:00.000Z',
    expires_at: '2026-03-01T10:10:00.000Z',
  });
});

it('gives the outcomes it is told, for that player only, once each', async () => {
  expect(await control('/control/outcomes', { userId: 7, outcome: 'out_of_jurisdiction' })).toEqual(
    {
      status: 204,
      body: '',
    },
  );
  await control('/control/outcomes', { userId: 7, outcome: 'other_state', state: 'OH' });
  await control('/control/outcomes', { userId: 7, outcome: 'error', code: 621 });
  const service = await connected();
  expect(payloadOf((await service.ask({ ...geolocate, userId: 8 }))?.packet).in_jurisdiction).toBe(
    true,
  );
  expect(payloadOf((await service.ask(geolocate))?.packet).in_jurisdiction).toBe(false);
  expect(payloadOf((await service.ask(geolocate))?.packet)).toMatchObject({
    state: 'OH',
    in_jurisdiction: true,
  });
  expect(await service.ask(geolocate)).toEqual({
    type: 'geolocation',
    id: '1',
    error: { code: 621 },
  });
  expect(payloadOf((await service.ask(geolocate))?.packet).in_jurisdiction).toBe(true);
});

it('refuses a wrong license (607) and a request without a player (609)', async () => {
  const service = await connected();
  expect(await service.ask({ ...geolocate, license: 'other' })).toMatchObject({
    error: { code: 607 },
  });
  expect(await service.ask({ ...geolocate, userId: 'me' })).toMatchObject({ error: { code: 609 } });
});

it('reports the version it is told to', async () => {
  expect((await control('/control/version', { version: '1.1.0' })).status).toBe(204);
  const service = await client();
  expect(await service.ask({ type: 'hello', installerKey: 'key', environmentId: 'dev' })).toEqual({
    type: 'hello',
    version: '1.1.0',
  });
});

it('refuses control requests it cannot read', async () => {
  expect(await control('/control/outcomes', 'not json')).toEqual({
    status: 400,
    body: '{"error":"the body must be JSON"}',
  });
  expect(await control('/control/outcomes', { userId: 7, outcome: 'elsewhere' })).toMatchObject({
    status: 400,
  });
  expect(await control('/control/version', {})).toEqual({
    status: 400,
    body: '{"error":"version is required"}',
  });
  expect((await control('/control/reset', {})).status).toBe(404);
});
