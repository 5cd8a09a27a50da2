import type { FastifyInstance } from 'fastify';

/** Accepts application/x-www-form-urlencoded bodies (pusher-js posts channel auth as a form). */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
