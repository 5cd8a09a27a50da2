import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { brandOf } from '../brands/request-brand';
import { fieldError } from '../http/http-error';
import { devTermsRoute, messages } from '@portal/contract';

/**
 * Development only: publishes a new Terms and Conditions version of the request's brand in force
 * from now, so every player of the brand who accepted an older one is asked again.
 */
export async function devTermsRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.post('/dev/terms', { schema: devTermsRoute }, async (request, reply) => {
    const { version, url } = request.body;
    const now = ctx.clock();
    const inserted = await ctx.db.query<{ version: string }>(
      `INSERT INTO terms_versions (brand_id, version, url, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (brand_id, version) DO NOTHING RETURNING version`,
      [brandOf(request).id, version, url, now],
    );
    if (!inserted.length) throw fieldError('version', messages.terms.versionExists);
    return reply.status(201).send({ data: { version, url, updated_at: now.toISOString() } });
  });
}
