import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';
import { generalError } from '../http/http-error';
import { recordSandboxOutcome } from '../integrations/identity/sandbox-identity';
import { messages, sandboxIdentityRoute } from '@portal/contract';

/**
 * Only with the identity sandbox: what its widget does when the player picks an outcome. The
 * outcome is recorded for the player's own session; POST /verification/id then reads it.
 */
export async function sandboxIdentityRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.post(
    '/sandbox/identity/:verification_token/outcome',
    {
      preValidation: authenticate(ctx),
      ...OPEN_DURING_BREAK,
      schema: sandboxIdentityRoute,
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
      return { status: 'success' as const, data: { outcome } };
    },
  );
}
