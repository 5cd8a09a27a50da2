import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { brandOf } from '../brands/request-brand';
import { fieldError, generalError } from '../http/http-error';
import { acceptTermsRoute, currentTermsRoute, messages } from '@portal/contract';
import { recordTermsAcceptance } from './terms-acceptances';
import { currentTerms } from './terms-queries';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

/**
 * GET /terms/current is public (the sign-up form links the terms before there is an account);
 * accepting them needs the player's token. Both are the request's brand's terms: a player whose
 * account is used on a brand that shares accounts accepts that brand's terms there.
 */
export async function termsRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.get('/terms/current', { schema: currentTermsRoute }, async (request) => {
    const terms = await currentTerms(ctx.db, brandOf(request).id, ctx.clock());
    if (!terms) throw generalError(404, messages.terms.noTerms);
    return { data: terms };
  });

  app.post(
    '/users/accept_terms',
    {
      schema: acceptTermsRoute,
      preValidation: authenticate(ctx),
      ...OPEN_DURING_BREAK,
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const { accept_terms, version } = request.body;
      if (!accept_terms) throw fieldError('accept_terms', messages.signup.acceptTermsRequired);
      const now = ctx.clock();
      const brandId = brandOf(request).id;
      const terms = await currentTerms(ctx.db, brandId, now);
      if (!terms || terms.version !== version) {
        throw fieldError('version', messages.terms.notCurrent);
      }
      await recordTermsAcceptance(ctx.db, userId, brandId, version, now);
      return { status: 'success' as const };
    },
  );
}
