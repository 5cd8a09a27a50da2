import type { Api } from './api';
import type { Db } from '../db/db';
import { migrationNames, unappliedMigrations } from '../db/migrate';
import { HttpError } from './http-error';
import { liveRoute, messages, readyRoute } from '@portal/contract';

/** What the readiness probe asks besides the database: the realtime service, and where it is. */
export interface RealtimeReachability {
  reachable(): Promise<boolean>;
  address: string;
}

/**
 * Probes for load balancers and orchestrators. /health/live: the process answers (restart it when
 * it does not). /health/ready: it can serve players, that is the database answers, every
 * migration this code expects is applied and the realtime server answers (send it no traffic while
 * it cannot); 503 otherwise, one message for each thing that is down. /health is /health/ready,
 * for the start scripts that wait for the API.
 */
export async function healthRoutes(
  app: Api,
  db: Db,
  realtime: RealtimeReachability,
): Promise<void> {
  app.get('/health/live', { schema: liveRoute }, async () => ({ status: 'ok' as const }));

  // The migrations this code expects are read once; each probe asks only the database.
  const expected = await migrationNames();
  const databaseProblem = () =>
    unappliedMigrations(db, expected).then(
      (unapplied) => (unapplied.length === 0 ? null : messages.migrationsPending(unapplied)),
      () => messages.databaseUnreachable,
    );
  const realtimeProblem = async () =>
    (await realtime.reachable()) ? null : messages.realtimeUnreachable(realtime.address);
  const ready = async (_request: unknown, reply: { status(code: number): unknown }) => {
    const problems = (await Promise.all([databaseProblem(), realtimeProblem()])).filter(
      (problem) => problem !== null,
    );
    if (problems.length === 0) return { status: 'ok' as const };
    reply.status(503);
    return new HttpError(503, { error: problems }).body();
  };
  app.get('/health/ready', { schema: readyRoute }, ready);
  app.get('/health', { schema: readyRoute }, ready);
}
