import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Certificate } from './certificate';
import { signGeoPacket } from './geoPacket';
import { OutcomeQueue, parseOutcome } from './outcomes';

/** The version the simulated service reports unless told otherwise (the client needs 1.2.0+). */
export const DEFAULT_SERVICE_VERSION = '1.4.0';
const ENVIRONMENT_IDS = ['production', 'staging', 'qat', 'test', 'dev', 'desktop', 'sec'];
const MAX_BODY_BYTES = 4096;

export interface SimulatorOptions {
  port: number;
  host?: string;
  certificate: Certificate;
  /** LOCATION_SANDBOX_SECRET: the key geo packets are signed with. */
  secret: string;
  /** The license the client must send (the portal's runtime config location.license). */
  license: string;
  /** The state an in-jurisdiction packet names. */
  state: string;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface Simulator {
  port: number;
  close(): Promise<void>;
}

type Frame = Record<string, unknown>;

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY_BYTES) reject(new Error('body too large'));
    });
    request.on('end', () => {
      try {
        resolve(JSON.parse(body));
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

/**
 * The location simulator: the local location service's protocol on a secure WebSocket
 * (docs/location-check.md), and a small HTTPS control API that tells it the next outcome.
 */
export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const { secret, license, state, now = () => new Date(), log = () => undefined } = options;
  const outcomes = new OutcomeQueue();
  let version = DEFAULT_SERVICE_VERSION;

  const server = https.createServer(options.certificate, async (request, response) => {
    const reply = (status: number, body?: object) => {
      response.writeHead(status, body ? { 'Content-Type': 'application/json' } : {});
      response.end(body ? JSON.stringify(body) : undefined);
    };
    const route = `${request.method} ${request.url}`;
    if (route === 'GET /') {
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      return response.end(`Location simulator ${version}: this browser accepts its certificate.\n`);
    }
    if (route !== 'POST /control/outcomes' && route !== 'POST /control/version') {
      return reply(404, { error: 'not found' });
    }
    let body: unknown;
    try {
      body = await readJson(request);
    } catch {
      return reply(400, { error: 'the body must be JSON' });
    }
    if (route === 'POST /control/version') {
      const wanted = (body as { version?: unknown } | null)?.version;
      if (typeof wanted !== 'string' || !wanted)
        return reply(400, { error: 'version is required' });
      version = wanted;
      log(`version set to ${version}`);
      return reply(204);
    }
    const parsed = parseOutcome(body);
    if (typeof parsed === 'string') return reply(400, { error: parsed });
    outcomes.push(parsed.userId, parsed.outcome);
    log(`next outcome for player ${parsed.userId}: ${JSON.stringify(parsed.outcome)}`);
    return reply(204);
  });

  function geolocate(socket: WebSocket, frame: Frame): void {
    const id = String(frame.id);
    const answer = (body: object) =>
      socket.send(JSON.stringify({ type: 'geolocation', id, ...body }));
    const fail = (code: number) => answer({ error: { code } });
    if (frame.license !== license) return fail(607);
    const userId = frame.userId;
    if (!Number.isInteger(userId) || typeof frame.reason !== 'string' || !frame.reason) {
      return fail(609);
    }
    const next = outcomes.next(userId as number);
    log(`geolocation ${id} for player ${userId}: ${next.outcome}`);
    if (next.outcome === 'no_answer') return;
    if (next.outcome === 'error') return fail(next.code);
    const packet = signGeoPacket(
      {
        userId: userId as number,
        state: next.outcome === 'other_state' ? next.state : state,
        inJurisdiction: next.outcome !== 'out_of_jurisdiction',
        issuedAt: now(),
      },
      secret,
    );
    answer({ packet });
  }

  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => {
    let accepted = false;
    socket.on('message', (data) => {
      let frame: Frame;
      try {
        frame = JSON.parse(String(data)) as Frame;
      } catch {
        socket.close(1003, 'unreadable frame');
        return;
      }
      if (frame.type === 'hello') {
        const { installerKey, environmentId } = frame;
        const valid =
          typeof installerKey === 'string' &&
          installerKey !== '' &&
          ENVIRONMENT_IDS.includes(environmentId as string);
        accepted = valid;
        socket.send(
          JSON.stringify(valid ? { type: 'hello', version } : { type: 'error', code: 699 }),
        );
      } else if (frame.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      } else if (frame.type === 'geolocate') {
        if (accepted) geolocate(socket, frame);
        else socket.send(JSON.stringify({ type: 'error', code: 603 }));
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
