import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { migrationNames, unappliedMigrations } from '../db/migrate';
import { generalError } from './http-error';
import { messages } from '../messages';

/**
 * Probes for load balancers and orchestrators. /health/live: the process answers (restart it when
 * it does not). /health/ready: it can serve players, that is the database answers and every
 * migration this code expects is applied (send it no traffic while it cannot); 503 otherwise.
 * /health is /health/ready, for the start scripts that wait for the API.
 */
export async function healthRoutes(app: FastifyInstance, db: Db): Promise<void> {
  app.get('/health/live', async () => ({ status: 'ok' }));

  // The migrations this code expects are read once; each probe asks only the database.
  const expected = await migrationNames();
  const ready = async (_request: unknown, reply: { status(code: number): unknown }) => {
    const unapplied = await unappliedMigrations(db, expected);
    if (unapplied.length === 0) return { status: 'ok' };
    reply.status(503);
    return generalError(503, messages.migrationsPending(unapplied)).body();
  };
  app.get('/health/ready', ready);
  app.get('/health', ready);
}
