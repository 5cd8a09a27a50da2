import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { fieldError } from '../http/http-error';
import { messages } from '../messages';

interface TermsBody {
  version: string;
  url: string;
}

const termsBodySchema = {
  type: 'object',
  properties: {
    version: { type: 'string', title: 'Version', minLength: 1, maxLength: 50 },
    url: { type: 'string', title: 'URL', minLength: 1, maxLength: 2048 },
  },
  required: ['version', 'url'],
} as const;

/**
 * Development only: publishes a new Terms and Conditions version in force from now, so every
 * player who accepted an older one is asked again.
 */
export async function devTermsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: TermsBody }>(
    '/dev/terms',
    { schema: { body: termsBodySchema } },
    async (request, reply) => {
      const { version, url } = request.body;
      const now = ctx.clock();
      const inserted = await ctx.db.query<{ version: string }>(
        `INSERT INTO terms_versions (version, url, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (version) DO NOTHING RETURNING version`,
        [version, url, now],
      );
      if (!inserted.length) throw fieldError('version', messages.terms.versionExists);
      return reply.status(201).send({ data: { version, url, updated_at: now.toISOString() } });
    },
  );
}
