import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';

const serverTimezone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Adds server-time-utc and server-timezone to every response (the US footer shows server time). */
export function addServerTimeHeaders(app: FastifyInstance, clock: Clock): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('server-time-utc', clock().toISOString());
    reply.header('server-timezone', serverTimezone);
  });
}
