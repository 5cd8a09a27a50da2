import type { FastifyInstance } from 'fastify';

/**
 * Parses JSON bodies as Fastify does (refusing __proto__ and constructor keys), except that an
 * empty body is no body: a call that takes none may still name application/json.
 */
export function acceptJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
