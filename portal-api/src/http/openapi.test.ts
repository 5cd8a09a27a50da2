import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestContext } from '../test-support/test-app';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

/**
 * Every route as `METHOD /path` (HEAD, which Fastify adds to each GET, left out), read from the
 * route tree Fastify prints: a line's indentation is its depth, its path the segments down to it.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)── (\S*)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    segments.splice(depth, segments.length, match[2]);
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${segments.join('')}`);
    }
  }
  return routes;
}

/** The document itself and the CORS preflight (@fastify/cors). */
const UNDOCUMENTED = ['GET /documentation/json', 'OPTIONS *'];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('the OpenAPI document lists every registered route, each with its responses', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/documentation/json' });
  expect(response.statusCode).toBe(200);
  const document = response.json<OpenApiDocument>();
  expect(document.openapi).toMatch(/^3\./);
  const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    ),
  );
  const routes = registeredRoutes(t.app).filter((route) => !UNDOCUMENTED.includes(route));
  expect(documented.sort()).toEqual(routes.sort());
  expect(document.paths['/auth'].post.responses).toHaveProperty('200');
  expect(document.paths['/users/current'].get.responses).toHaveProperty('4XX');
});

test('the committed reference (docs/reference/openapi.json) is the document the API serves', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/documentation/json' });
  const committed = readFileSync(
    path.join(__dirname, '../../../docs/reference/openapi.json'),
    'utf8',
  );
  // Refreshed by `npm run openapi -w portal-api`.
  expect(JSON.parse(committed)).toEqual(response.json());
});
