import type { FastifyInstance } from 'fastify';
import { runsSandbox } from '../production-safety';
import { brandPortalUrl } from '../brands/brand-portal-url';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { confirmEmail, sendEmailVerification } from './email-verification';
import { confirmIdentityCheck, registerIdentityCheck } from './identity-verification';
import { confirmPhoneCode, sendPhoneCode } from './phone-verification';
import { sandboxIdentityRoutes } from './sandbox-identity-routes';
import { verificationTokenSchema } from './verification-token-schema';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

const phoneQuerySchema = {
  type: 'object',
  properties: { type: { type: 'string', title: 'Type', enum: ['sms'] } },
  required: ['type'],
} as const;

const codeParamsSchema = {
  type: 'object',
  properties: { code: { type: 'string', title: 'Code', maxLength: 20 } },
} as const;

const identityBodySchema = {
  type: 'object',
  properties: {
    verification_token: verificationTokenSchema,
  },
  required: ['verification_token'],
} as const;

const confirmEmailQuerySchema = {
  type: 'object',
  properties: { token: { type: 'string', title: 'Token', minLength: 1, maxLength: 100 } },
  required: ['token'],
} as const;

/**
 * The verification calls of spec 1 §7, each for the caller's own account only. The e-mailed
 * confirmation link is the one call without a bearer token: its single-use token is the proof.
 */
export async function verificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Open during a short break: a withdrawal needs a verified account and mobile number.
  const signedIn = { preValidation: authenticate(ctx), ...OPEN_DURING_BREAK };

  app.post('/verification/email', signedIn, async (request) => ({
    data: { message: await sendEmailVerification(ctx, requireAuth(request).userId) },
  }));

  app.get<{ Querystring: { token: string } }>(
    '/verification/email/confirm',
    { schema: { querystring: confirmEmailQuerySchema } },
    async (request, reply) => {
      const { verified, brandId } = await confirmEmail(ctx, request.query.token);
      const portal = brandPortalUrl(ctx.config, brandId);
      return reply.redirect(`${portal}/account/profile?email_verified=${verified}`);
    },
  );

  app.post(
    '/verification/phone',
    { ...signedIn, schema: { querystring: phoneQuerySchema } },
    async (request) => ({
      data: { message: await sendPhoneCode(ctx, requireAuth(request).userId) },
    }),
  );

  app.post<{ Params: { code: string } }>(
    '/verification/phone/:code',
    { ...signedIn, schema: { params: codeParamsSchema } },
    async (request) => {
      await confirmPhoneCode(ctx, requireAuth(request).userId, request.params.code.trim());
      return { status: 'success' };
    },
  );

  // The provider names the widget the client shows, so the two always match (a production API
  // refuses to start with the sandbox, so no client can show the sandbox widget against it).
  app.post('/verification/registerId', signedIn, async (request) => ({
    data: {
      verification_token: await registerIdentityCheck(ctx, requireAuth(request).userId),
      provider: ctx.config.integrations.identity.provider,
    },
  }));

  app.post<{ Body: { verification_token: string } }>(
    '/verification/id',
    { ...signedIn, schema: { body: identityBodySchema } },
    async (request) => {
      const outcome = await confirmIdentityCheck(
        ctx,
        requireAuth(request).userId,
        request.body.verification_token,
      );
      return { status: 'success', data: { result: outcome } };
    },
  );

  if (runsSandbox(ctx.config, 'identity')) {
    await sandboxIdentityRoutes(app, ctx);
  }
}
