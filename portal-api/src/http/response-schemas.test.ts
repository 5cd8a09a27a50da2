import Fastify from 'fastify';
import { createTestApp } from '../test-support/test-app';
import { requireResponseSchemas } from './response-schemas';

test('every route, development routes and sandbox pages included, has response schemas', async () => {
  // The test app serves every route there is, and buildApp refuses one without response schemas.
  const t = await createTestApp();
  expect(t.app.hasRoute({ method: 'GET', url: '/dev/outbox' })).toBe(true);
  expect(t.app.hasRoute({ method: 'GET', url: '/sandbox/paysafe/registrations/:token' })).toBe(
    true,
  );
  await t.close();
});

test('a route added without response schemas is refused as it is added', async () => {
  const app = Fastify();
  requireResponseSchemas(app);
  expect(() => app.get('/unchecked', async () => ({ secret: 'leaks' }))).toThrow(
    'GET /unchecked has no response schema',
  );
  await app.close();
});
