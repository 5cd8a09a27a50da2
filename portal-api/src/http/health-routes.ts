import type { FastifyInstance } from 'fastify';

/** For start scripts and probes that wait for the API. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => ({ status: 'ok' }));
}
