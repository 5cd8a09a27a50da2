import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { isRecord } from '../is-record';
import { messages } from '../messages';
import type { LoginBody } from './auth-schemas';
import { loginBodySchema } from './auth-schemas';
import { authenticate, requireAuth } from './authenticate';
import { login } from './login';
import { tokenStatusError } from './token-status';

/** The login form sends one field that holds an email or a username; `username` is an alias. */
async function acceptUsernameAsEmail(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (isRecord(body) && body.email === undefined && body.username !== undefined) {
    body.email = body.username;
  }
}

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const refreshable = authenticate(ctx.tokens, { allowExpired: true });

  app.post<{ Body: LoginBody }>(
    '/auth',
    { schema: { body: loginBodySchema }, preValidation: acceptUsernameAsEmail },
    async (request) => {
      const { email, password, platform } = request.body;
      const token = await login(ctx, {
        identifier: email.trim(),
        password,
        platform: platform ?? null,
      });
      return { status: 'success', token };
    },
  );

  app.delete('/auth', { preHandler: refreshable }, async (request) => {
    await ctx.tokens.revoke(requireAuth(request).tokenId);
    return { status: 'success' };
  });

  app.post('/auth/refresh', { preHandler: refreshable }, async (request) => {
    const token = await ctx.tokens.refresh(requireAuth(request).tokenId);
    if (!token) throw tokenStatusError('revoked', messages.tokenRevoked);
    return { status: 'success', token };
  });
}
