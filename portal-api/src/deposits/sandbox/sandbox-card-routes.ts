import type { Api } from '../../http/api';
import type { AppContext } from '../../app-context';
import { authenticate, requireAuth } from '../../auth/authenticate';
import { generalError } from '../../http/http-error';
import {
  answerSandboxChallenge,
  submitSandboxCard,
  type SandboxCardInput,
  type SandboxFormAnswer,
} from '../../integrations/cards/sandbox-card-form';
import { notifyMerchant } from '../../integrations/cards/sandbox-notifications';
import { messages } from '@portal/contract';

const paramsSchema = {
  type: 'object',
  properties: { token: { type: 'string', title: 'Token', minLength: 1, maxLength: 100 } },
} as const;

const cardBodySchema = {
  type: 'object',
  properties: {
    card_number: { type: 'string', title: 'Card number', maxLength: 30 },
    card_holder: { type: 'string', title: 'Card holder', maxLength: 100 },
    expiry_month: {
      type: 'integer',
      safeInteger: true,
      title: 'Expiry month',
      minimum: 1,
      maximum: 12,
    },
    expiry_year: {
      type: 'integer',
      safeInteger: true,
      title: 'Expiry year',
      minimum: 2000,
      maximum: 2100,
    },
    cvv: { type: 'string', title: 'CVV', maxLength: 4 },
  },
} as const;

const challengeBodySchema = {
  type: 'object',
  properties: { outcome: { type: 'string', title: 'Outcome', enum: ['pass', 'fail'] } },
  required: ['outcome'],
} as const;

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

  app.post<{ Params: { token: string }; Body: SandboxCardInput | undefined }>(
    '/sandbox/fatzebra/payments/:token/card',
    { ...signedIn, schema: { params: paramsSchema, body: cardBodySchema } },
    async (request) =>
      answer(
        ctx,
        await submitSandboxCard(
          ctx.db,
          requireAuth(request).userId,
          request.params.token,
          request.body ?? {},
          ctx.clock(),
        ),
      ),
  );

  app.post<{ Params: { token: string }; Body: { outcome: 'pass' | 'fail' } }>(
    '/sandbox/fatzebra/payments/:token/challenge',
    { ...signedIn, schema: { params: paramsSchema, body: challengeBodySchema } },
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
