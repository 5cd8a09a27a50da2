import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { generalError } from '../http/http-error';
import { takeOrRefuse } from '../http/throttled';
import { isRecord } from '../is-record';
import { messages, passwordResetRequestRoute, passwordRoute } from '@portal/contract';
import type { Body } from '../validation/values';
import { changePassword, passwordChangeLimits } from './password-change';
import { requestPasswordReset, resetPassword } from './password-reset';
import { accountBrandIds, brandOf } from '../brands/request-brand';

function body(value: unknown): Body {
  if (!isRecord(value)) throw generalError(422, messages.bodyNotObject);
  return value;
}

/** A reset carries the e-mailed token (and the email); a change carries neither. */
function isReset(value: Body): boolean {
  return value.token !== undefined || value.email !== undefined;
}

/**
 * The password calls of spec 1 §7. Requesting and resetting are public (the player cannot log in);
 * changing needs the player's token.
 */
export async function passwordRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = authenticate(ctx);

  app.post('/users/password/request', { schema: passwordResetRequestRoute }, async (request) => ({
    data: {
      message: await requestPasswordReset(
        ctx,
        body(request.body),
        accountBrandIds(app.brands, brandOf(request).id),
      ),
    },
  }));

  app.post('/users/password', { schema: passwordRoute }, async (request, reply) => {
    const input = body(request.body);
    if (isReset(input)) {
      await resetPassword(ctx, input);
    } else {
      await signedIn.call(app, request, reply);
      const auth = requireAuth(request);
      const limits = passwordChangeLimits(ctx, auth.userId, request.ip);
      await changePassword(ctx, auth, input, () => takeOrRefuse(ctx.limiter, limits, reply));
    }
    return { status: 'success' as const };
  });
}
