import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { brandOf } from '../brands/request-brand';
import { fieldError, generalError } from '../http/http-error';
import { messages } from '../messages';
import { currentTerms } from './terms-queries';

interface AcceptTermsBody {
  accept_terms: boolean;
  version: string;
}

const acceptTermsBodySchema = {
  type: 'object',
  properties: {
    accept_terms: { type: 'boolean', title: 'Accept terms' },
    version: { type: 'string', title: 'Version', minLength: 1, maxLength: 50 },
  },
  required: ['accept_terms', 'version'],
} as const;

/**
 * GET /terms/current is public (the sign-up form links the terms before there is an account);
 * accepting them needs the player's token.
 */
export async function termsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/terms/current', async (request) => {
    const terms = await currentTerms(ctx.db, brandOf(request).id, ctx.clock());
    if (!terms) throw generalError(404, messages.terms.noTerms);
    return { data: terms };
  });

  app.post<{ Body: AcceptTermsBody }>(
    '/users/accept_terms',
    { schema: { body: acceptTermsBodySchema }, preValidation: authenticate(ctx.tokens) },
    async (request) => {
      const { userId } = requireAuth(request);
      const { accept_terms, version } = request.body;
      if (!accept_terms) throw fieldError('accept_terms', messages.signup.acceptTermsRequired);
      const now = ctx.clock();
      const [{ brand_id }] = await ctx.db.query<{ brand_id: number }>(
        'SELECT brand_id FROM users WHERE id = $1',
        [userId],
      );
      const terms = await currentTerms(ctx.db, brand_id, now);
      if (!terms || terms.version !== version) {
        throw fieldError('version', messages.terms.notCurrent);
      }
      await ctx.db.query(
        'UPDATE users SET accepted_terms_version = $2, accepted_terms_at = $3 WHERE id = $1',
        [userId, version, now],
      );
      return { status: 'success' };
    },
  );
}
