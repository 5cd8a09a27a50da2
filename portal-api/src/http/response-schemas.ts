import type { FastifyInstance } from 'fastify';

/**
 * Refuses a route added without response schemas, so every reply is serialised by the contract
 * (and unknown fields never leave the API). Added before the routes: it sees each as it is added.
 */
export function requireResponseSchemas(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema?.response) {
      throw new Error(`${String(route.method)} ${route.url} has no response schema`);
    }
  });
}
