import type { Api } from '../http/api';
import { runsSandbox } from '../production-safety';
import { brandPortalUrl } from '../brands/brand-portal-url';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { confirmEmail, sendEmailVerification } from './email-verification';
import { confirmIdentityCheck, registerIdentityCheck } from './identity-verification';
import { confirmPhoneCode, sendPhoneCode } from './phone-verification';
import { sandboxIdentityRoutes } from './sandbox-identity-routes';
import {
  confirmEmailRoute,
  confirmPhoneRoute,
  emailVerificationRoute,
  identityCheckRoute,
  phoneCodeRoute,
  registerIdRoute,
} from '@portal/contract';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

/**
 * The verification calls of spec 1 §7, each for the caller's own account only. The e-mailed
 * confirmation link is the one call without a bearer token: its single-use token is the proof.
 */
export async function verificationRoutes(app: Api, ctx: AppContext): Promise<void> {
  // Open during a short break: a withdrawal needs a verified account and mobile number.
  const signedIn = { preValidation: authenticate(ctx), ...OPEN_DURING_BREAK };

  app.post(
    '/verification/email',
    { ...signedIn, schema: emailVerificationRoute },
    async (request) => ({
      data: { message: await sendEmailVerification(ctx, requireAuth(request).userId) },
    }),
  );

  app.get('/verification/email/confirm', { schema: confirmEmailRoute }, async (request, reply) => {
    const { verified, brandId } = await confirmEmail(ctx, request.query.token);
    const portal = brandPortalUrl(ctx.config, brandId);
    return reply.redirect(`${portal}/account/profile?email_verified=${verified}`);
  });

  app.post('/verification/phone', { ...signedIn, schema: phoneCodeRoute }, async (request) => ({
    data: { message: await sendPhoneCode(ctx, requireAuth(request).userId) },
  }));

  app.post(
    '/verification/phone/:code',
    { ...signedIn, schema: confirmPhoneRoute },
    async (request) => {
      await confirmPhoneCode(ctx, requireAuth(request).userId, request.params.code.trim());
      return { status: 'success' as const };
    },
  );

  // The provider names the widget the client shows, so the two always match (a production API
  // refuses to start with the sandbox, so no client can show the sandbox widget against it).
  app.post(
    '/verification/registerId',
    { ...signedIn, schema: registerIdRoute },
    async (request) => ({
      data: {
        verification_token: await registerIdentityCheck(ctx, requireAuth(request).userId),
        provider: ctx.config.integrations.identity.provider,
      },
    }),
  );

  app.post('/verification/id', { ...signedIn, schema: identityCheckRoute }, async (request) => {
    const outcome = await confirmIdentityCheck(
      ctx,
      requireAuth(request).userId,
      request.body.verification_token,
    );
    return { status: 'success' as const, data: { result: outcome } };
  });

  if (runsSandbox(ctx.config, 'identity')) {
    await sandboxIdentityRoutes(app, ctx);
  }
}
