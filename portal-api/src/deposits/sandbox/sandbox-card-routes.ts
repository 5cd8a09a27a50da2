import type { Api } from '../../http/api';
import type { AppContext } from '../../app-context';
import { authenticate, requireAuth } from '../../auth/authenticate';
import { generalError } from '../../http/http-error';
import {
  answerSandboxChallenge,
  submitSandboxCard,
} from '../../integrations/cards/sandbox-card-form';
import { fundingRefusalText } from '../card-funding-rule';
import { notifyMerchant } from '../../integrations/cards/sandbox-notifications';
import {
  messages,
  sandboxCardRoute,
  sandboxChallengeRoute,
  type SandboxFormAnswer,
} from '@portal/contract';

/** The form's answer to the player; a payment that reached its outcome is notified to the API. */
function answer(ctx: AppContext, result: SandboxFormAnswer | null) {
  if (!result) throw generalError(404, messages.notFound);
  if (result.status !== 'challenge') {
    notifyMerchant(ctx.config.cardNotifyUrl, result.reference_number, ctx.log);
  }
  return { data: result };
}

/**
 * Only with the card sandbox: what the provider's hosted card form and the bank's 3-D Secure page
 * do, for the player's own payment session (docs/deposits-api.md lists the test cards).
 */
export async function sandboxCardRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx) };

  app.post(
    '/sandbox/fatzebra/payments/:token/card',
    { ...signedIn, schema: sandboxCardRoute },
    async (request) =>
      answer(
        ctx,
        await submitSandboxCard(
          ctx.db,
          requireAuth(request).userId,
          request.params.token,
          request.body ?? {},
          ctx.clock(),
          (funding) => fundingRefusalText(ctx.config.cardFundingRule, funding),
        ),
      ),
  );

  app.post(
    '/sandbox/fatzebra/payments/:token/challenge',
    { ...signedIn, schema: sandboxChallengeRoute },
    async (request) =>
      answer(
        ctx,
        await answerSandboxChallenge(
          ctx.db,
          requireAuth(request).userId,
          request.params.token,
          request.body.outcome,
          ctx.clock(),
        ),
      ),
  );
}
