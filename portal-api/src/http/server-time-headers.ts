import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';

/** Adds server-time-utc and server-timezone to every response (the US footer shows server time). */
export function addServerTimeHeaders(
  app: FastifyInstance,
  clock: Clock,
  serverTimezone: string,
): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('server-time-utc', clock().toISOString());
    reply.header('server-timezone', serverTimezone);
  });
}
