import type { FastifyInstance } from 'fastify';

/**
 * nosniff on every answer; no-store on every answer to a call that carries credentials, so that no
 * browser or proxy cache keeps a player's data.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
  });
}
