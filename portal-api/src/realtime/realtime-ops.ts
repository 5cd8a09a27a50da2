import type { IncomingMessage, ServerResponse } from 'node:http';
import { Gauge, Registry } from 'prom-client';
import { messages, type ErrorResponse, type HealthResponse } from '@portal/contract';
import { hasBearerToken } from '../observability/bearer-token';

export interface RealtimeOpsOptions {
  /** Open websocket connections now. */
  connections(): number;
  /** Whether the server is shutting down (not ready). */
  closing(): boolean;
  /** The bearer token GET /metrics requires; null: open. */
  metricsToken: string | null;
}

function json(response: ServerResponse, status: number, body: HealthResponse | ErrorResponse) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const OK: HealthResponse = { status: 'ok' };

/**
 * The realtime server's operations routes, in the API's shapes (@portal/contract health):
 * GET /health/live, GET /health/ready (503 while shutting down) and GET /metrics
 * (`realtime_connections`). Answers true when it served the request.
 */
export function createRealtimeOps({ connections, closing, metricsToken }: RealtimeOpsOptions) {
  const registry = new Registry();
  new Gauge({
    name: 'realtime_connections',
    help: 'Open websocket connections.',
    registers: [registry],
    collect() {
      this.set(connections());
    },
  });

  async function metrics(request: IncomingMessage, response: ServerResponse) {
    if (metricsToken !== null && !hasBearerToken(request.headers.authorization, metricsToken)) {
      return json(response, 401, { errors: { error: [messages.metricsTokenRequired] } });
    }
    const text = await registry.metrics();
    response.writeHead(200, { 'content-type': registry.contentType });
    response.end(text);
  }

  return async function serve(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'GET') return false;
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/health/live') json(response, 200, OK);
    else if (path === '/health/ready') {
      if (closing()) json(response, 503, { errors: { error: [messages.realtimeClosing] } });
      else json(response, 200, OK);
    } else if (path === '/metrics') await metrics(request, response);
    else return false;
    return true;
  };
}
