import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/db';

/** The API's Prometheus metrics: a registry per app, so several apps in one process never collide. */
export interface ApiMetrics {
  registry: Registry;
  /** Wallets whose balance differed from their ledger at the last ledger check. */
  ledgerMismatches: Gauge;
  /** Front-end error reports received, by micro-frontend and kind. */
  clientErrors: Counter<'mf' | 'kind'>;
}

/** The route pattern a request matched (never its raw URL), or `unmatched`. */
const routeOf = (url: string | undefined) => url ?? 'unmatched';

/**
 * Counts and times every answer by method, route and status, counts throttle refusals (429s) by
 * route and reads the database pool's state at each scrape; the front-end error reports' counter is
 * the collector's to increment.
 */
export function createApiMetrics(app: FastifyInstance, db: Db): ApiMetrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const throttleRefusals = new Counter({
    name: 'throttle_refusals_total',
    help: 'Requests refused by a throttle or rate limit (429), by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  });
  const pool = (name: string, help: string, read: (stats: ReturnType<Db['poolStats']>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(db.poolStats()));
      },
    });
  pool('db_pool_connections_in_use', 'Database connections running a statement.', (s) => s.inUse);
  pool('db_pool_connections_idle', 'Open database connections waiting for work.', (s) => s.idle);
  pool('db_pool_requests_waiting', 'Database calls waiting for a connection.', (s) => s.waiting);
  const ledgerMismatches = new Gauge({
    name: 'ledger_mismatched_wallets',
    help: 'Wallets whose balance differed from their ledger sum at the last ledger check.',
    registers: [registry],
  });

  const clientErrors = new Counter({
    name: 'portal_client_errors_total',
    help: "Front-end error reports received, by micro-frontend (the portal's modules, else other) and kind.",
    labelNames: ['mf', 'kind'] as const,
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request.routeOptions.url);
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) throttleRefusals.inc({ route });
  });
  return { registry, ledgerMismatches, clientErrors };
}
