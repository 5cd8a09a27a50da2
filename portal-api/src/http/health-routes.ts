import type { Api } from './api';
import type { Db } from '../db/db';
import { migrationNames, unappliedMigrations } from '../db/migrate';
import { generalError } from './http-error';
import { liveRoute, messages, readyRoute } from '@portal/contract';

/**
 * Probes for load balancers and orchestrators. /health/live: the process answers (restart it when
 * it does not). /health/ready: it can serve players, that is the database answers and every
 * migration this code expects is applied (send it no traffic while it cannot); 503 otherwise.
 * /health is /health/ready, for the start scripts that wait for the API.
 */
export async function healthRoutes(app: Api, db: Db): Promise<void> {
  app.get('/health/live', { schema: liveRoute }, async () => ({ status: 'ok' as const }));

  // The migrations this code expects are read once; each probe asks only the database.
  const expected = await migrationNames();
  const ready = async (_request: unknown, reply: { status(code: number): unknown }) => {
    const unapplied = await unappliedMigrations(db, expected);
    if (unapplied.length === 0) return { status: 'ok' as const };
    reply.status(503);
    return generalError(503, messages.migrationsPending(unapplied)).body();
  };
  app.get('/health/ready', { schema: readyRoute }, ready);
  app.get('/health', { schema: readyRoute }, ready);
}
