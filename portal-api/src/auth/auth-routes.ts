import type { Api } from '../http/api';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { isRecord } from '../is-record';
import { loginRoute, logoutRoute, messages, refreshRoute, sessionRoute } from '@portal/contract';
import { authenticate, requireAuth } from './authenticate';
import { login } from './login';
import { identifierScope } from './login-attempts';
import { tokenStatusError } from './token-status';
import type { Captcha } from '../integrations/captcha/captcha';
import { generalError } from '../http/http-error';
import { accountBrandIds, brandOf } from '../brands/request-brand';
import { OPEN_DURING_BREAK, OPEN_WHEN_CLOSED, playerState } from '../restrictions/session-gate';

/** Refuses the login when the reCAPTCHA provider says the caller is not a person. */
async function checkCaptcha(captcha: Captcha, token: string | undefined, ip: string) {
  let person: boolean;
  try {
    person = await captcha.verify(token, ip);
  } catch {
    throw generalError(503, messages.captchaUnavailable);
  }
  if (!person) throw generalError(422, messages.captchaFailed);
}

/** The login form sends one field that holds an email or a username; `username` is an alias. */
async function acceptUsernameAsEmail(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (isRecord(body) && body.email === undefined && body.username !== undefined) {
    body.email = body.username;
  }
}

export async function authRoutes(app: Api, ctx: AppContext): Promise<void> {
  const refreshable = authenticate(ctx, { allowExpired: true });
  const signedIn = authenticate(ctx);

  app.post(
    '/auth',
    { schema: loginRoute, preValidation: acceptUsernameAsEmail },
    async (request, reply) => {
      const brand = brandOf(request);
      const { email, password, platform, recaptcha_token, read_only } = request.body;
      const identifier = email.trim();
      const brandIds = accountBrandIds(app.brands, brand.id);
      const { wait, event: attempt } = await ctx.loginThrottle.take(
        identifierScope(brandIds),
        identifier,
        request.ip,
      );
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw generalError(429, messages.loginThrottled(Math.ceil(wait / 60)));
      }
      // A refused captcha is not a password guess: its attempt is given back.
      await checkCaptcha(ctx.integrations.captcha, recaptcha_token, request.ip).catch(
        async (error: unknown) => {
          await ctx.limiter.giveBack(attempt);
          throw error;
        },
      );
      const token = await login(ctx, {
        identifier,
        password,
        platform: platform ?? null,
        brandIds,
        attempt,
        readOnly: read_only === true,
      });
      return { status: 'success' as const, token };
    },
  );

  app.delete(
    '/auth',
    {
      schema: logoutRoute,
      preValidation: authenticate(ctx, { allowExpired: true, ungated: true }),
    },
    async (request) => {
      await ctx.tokens.revoke(requireAuth(request).tokenId);
      return { status: 'success' as const };
    },
  );

  // The client's heartbeat while signed in: the call itself counts the session's time (the gate),
  // and the answer says how much of the daily time limit is left, so the client can come back then.
  const session = { schema: sessionRoute, preValidation: signedIn, ...OPEN_DURING_BREAK };
  app.get('/auth/session', session, async (request) => {
    const { userId, sessionStartedAt } = requireAuth(request);
    const { time } = await playerState(ctx.db, userId, ctx.clock());
    return {
      data: {
        session_started_at: sessionStartedAt.toISOString(),
        time_left_seconds: time?.leftSeconds ?? null,
      },
    };
  });

  app.post(
    '/auth/refresh',
    { schema: refreshRoute, preValidation: refreshable, ...OPEN_WHEN_CLOSED },
    async (request) => {
      const token = await ctx.tokens.refresh(requireAuth(request).tokenId);
      if (!token) throw tokenStatusError('revoked', messages.tokenRevoked);
      return { status: 'success' as const, token };
    },
  );
}
