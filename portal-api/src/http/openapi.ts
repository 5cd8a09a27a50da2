import swagger from '@fastify/swagger';
import { openApiRoute } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Api } from './api';

/**
 * The OpenAPI 3 document of every route, made by @fastify/swagger from the contract's schemas. It
 * collects the routes as they are added, so it is registered before them; development only.
 */
export async function collectOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Portal API',
        version: '0.1.0',
        description:
          'The reference portal API. Every error is `{errors: {field: [messages]}, meta?}`.',
      },
    },
  });
}

/** GET /documentation/json (development only, like every route under /dev). */
export async function openApiRoutes(app: Api): Promise<void> {
  app.get('/documentation/json', { schema: openApiRoute }, async () => app.swagger());
}
