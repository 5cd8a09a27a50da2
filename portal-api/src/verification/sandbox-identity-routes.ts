import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';
import { generalError } from '../http/http-error';
import {
  recordSandboxOutcome,
  SANDBOX_OUTCOMES,
  type SandboxOutcome,
} from '../integrations/identity/sandbox-identity';
import { messages } from '../messages';
import { verificationTokenSchema } from './verification-token-schema';

const paramsSchema = {
  type: 'object',
  properties: {
    verification_token: verificationTokenSchema,
  },
} as const;

const bodySchema = {
  type: 'object',
  properties: { outcome: { type: 'string', title: 'Outcome', enum: [...SANDBOX_OUTCOMES] } },
  required: ['outcome'],
} as const;

/**
 * Only with the identity sandbox: what its widget does when the player picks an outcome. The
 * outcome is recorded for the player's own session; POST /verification/id then reads it.
 */
export async function sandboxIdentityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Params: { verification_token: string }; Body: { outcome: SandboxOutcome } }>(
    '/sandbox/identity/:verification_token/outcome',
    {
      preValidation: authenticate(ctx),
      ...OPEN_DURING_BREAK,
      schema: { params: paramsSchema, body: bodySchema },
    },
    async (request) => {
      const { outcome } = request.body;
      const recorded = await recordSandboxOutcome(
        ctx.db,
        requireAuth(request).userId,
        request.params.verification_token,
        outcome,
      );
      if (!recorded) throw generalError(404, messages.notFound);
      return { status: 'success', data: { outcome } };
    },
  );
}
