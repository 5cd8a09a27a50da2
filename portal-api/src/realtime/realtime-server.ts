import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { messages } from '@portal/contract';
import type { AppCredentials } from './app-credentials';
import { ChannelRegistry } from './channel-registry';
import { createEventsApi, type RealtimeLog } from './events-api';
import { createRealtimeOps } from './realtime-ops';
import { frames, PROTOCOL_VERSION, PUSHER_CODES } from './protocol';
import { RealtimeConnection, type ConnectionTimeouts } from './realtime-connection';
import { newSocketId } from './socket-id';

export interface RealtimeServerOptions extends AppCredentials, Partial<ConnectionTimeouts> {
  /** The bearer token GET /metrics requires; open without one. */
  metricsToken?: string | null;
  /** Where each publication is logged, with the request id of the API call that made it. */
  log?: RealtimeLog;
}

export interface RealtimeServer {
  /** Starts listening; resolves with the bound port (useful with port 0). */
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
}

const APP_PATH = /^\/app\/([^/]+)$/;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
const MAX_FRAME_BYTES = 64 * 1024;
/** How long clients get to finish the closing handshake on shutdown. */
const CLOSE_GRACE_MS = 1000;

/**
 * A Pusher protocol v7 server: websockets on /app/{key}, and on the same port the signed HTTP
 * events API that the official server libraries publish to, /health/live, /health/ready and
 * /metrics.
 */
export function createRealtimeServer(options: RealtimeServerOptions): RealtimeServer {
  const app: AppCredentials = { appId: options.appId, key: options.key, secret: options.secret };
  const timeouts: ConnectionTimeouts = {
    activityTimeoutSeconds: options.activityTimeoutSeconds ?? 120,
    pongTimeoutSeconds: options.pongTimeoutSeconds ?? 30,
  };
  const registry = new ChannelRegistry();
  const connections = new Set<RealtimeConnection>();
  let closing = false;
  const events = createEventsApi(app, registry, options.log);
  const ops = createRealtimeOps({
    connections: () => connections.size,
    closing: () => closing,
    metricsToken: options.metricsToken ?? null,
  });
  const http = createServer(async (request, response) => {
    if (!(await ops(request, response))) await events(request, response);
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });

  function refuse(ws: WebSocket, message: string, code: number): void {
    ws.send(frames.error(message, code));
    ws.close(code, message);
  }

  /** The Pusher error that refuses this connection, or null when it may go ahead. */
  function refusal(url: URL): [string, number] | null {
    const match = APP_PATH.exec(url.pathname);
    if (!match) return [messages.realtime.pathNotFound, PUSHER_CODES.pathNotFound];
    const key = safeDecode(match[1]);
    if (key !== app.key) return [messages.realtime.unknownAppKey(key), PUSHER_CODES.unknownAppKey];
    const protocol = url.searchParams.get('protocol');
    if (!protocol) return [messages.realtime.noProtocolVersion, PUSHER_CODES.noProtocolVersion];
    if (!/^\d+$/.test(protocol)) {
      return [messages.realtime.invalidVersionFormat, PUSHER_CODES.invalidVersionFormat];
    }
    if (protocol !== PROTOCOL_VERSION) {
      return [messages.realtime.unsupportedProtocol, PUSHER_CODES.unsupportedProtocol];
    }
    return null;
  }

  function accept(ws: WebSocket, request: IncomingMessage): void {
    const refused = refusal(new URL(request.url ?? '/', 'http://localhost'));
    if (refused) return refuse(ws, ...refused);
    const connection = new RealtimeConnection(ws, newSocketId(), app, registry, timeouts);
    connections.add(connection);
    ws.on('close', () => connections.delete(connection));
    connection.start();
  }

  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request));
  });

  return {
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(port, host, () => {
          http.off('error', reject);
          resolve((http.address() as AddressInfo).port);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        closing = true;
        for (const connection of connections) {
          connection.close(PUSHER_CODES.reconnect, messages.realtime.serverClosing);
        }
        const force = setTimeout(() => {
          for (const ws of wss.clients) ws.terminate();
        }, CLOSE_GRACE_MS);
        wss.close();
        http.close(() => {
          clearTimeout(force);
          resolve();
        });
        http.closeAllConnections();
      }),
  };
}
