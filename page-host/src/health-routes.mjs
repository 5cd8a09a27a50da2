// The page host's health for its orchestrator, on any Host header: live while the process answers,
// ready while the live import map is readable and names root-config (every page needs both).
import { answer } from './answers.mjs';
import { TYPES } from './content-types.mjs';

const json = (reply, status, body) =>
  answer(reply, status, JSON.stringify(body), TYPES['.json'], 'no-store');

/** Fastify plugin: GET /health/live and /health/ready. */
export function healthRoutes(app, { importMaps }, done) {
  const anyHost = { config: { anyHost: true } };
  app.get('/health/live', anyHost, async (_request, reply) => json(reply, 200, { status: 'live' }));
  app.get('/health/ready', anyHost, async (request, reply) => {
    try {
      const { map } = await importMaps.read();
      if (map.imports['@portal/root-config']) return json(reply, 200, { status: 'ready' });
      return json(reply, 503, { status: 'not ready', reason: 'no @portal/root-config in the map' });
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      return json(reply, 503, { status: 'not ready', reason: 'the import map cannot be read' });
    }
  });
  done();
}
