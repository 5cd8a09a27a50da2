import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AppContext } from '../app-context';
import { assertTokenBrand } from '../brands/request-brand';
import { messages } from '@portal/contract';
import { gateSession, touchSession } from '../restrictions/session-gate';
import type { AuthContext } from './auth-context';
import type { TokenState } from './token-service';
import { tokenStatusError } from './token-status';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

export function bearerSecret(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

function rejection(resolved: Exclude<TokenState, { state: 'active' }>) {
  switch (resolved.state) {
    case 'expired':
      return tokenStatusError('expired', messages.tokenExpired);
    case 'revoked':
      return tokenStatusError('revoked', messages.tokenRevoked);
    case 'invalid':
      return tokenStatusError(
        'invalid',
        resolved.reason === 'refresh-window-passed' || resolved.reason === 'session-ended'
          ? messages.tokenRefreshExpired
          : messages.tokenInvalid,
      );
  }
}

export interface AuthOptions {
  /** Also accept an expired token still in its refresh window (refresh and logout). */
  allowExpired?: boolean;
  /** Only record the session's use, skip the gate (session-gate.ts): logout ends any session. */
  ungated?: boolean;
}

/**
 * The caller of an active bearer token (or of an expired one still in its refresh window when
 * `allowExpired`) of an account that may be used on the request's brand; otherwise the 401 that
 * says why (a token of another brand's account is invalid here, unless the brands share accounts).
 */
export function authContextOf(
  request: FastifyRequest,
  resolved: TokenState,
  { allowExpired = false }: AuthOptions = {},
): AuthContext {
  if (resolved.state !== 'active' && !(allowExpired && resolved.state === 'expired')) {
    throw rejection(resolved);
  }
  assertTokenBrand(request, resolved.token.brand_id);
  return {
    userId: resolved.token.user_id,
    tokenId: resolved.token.id,
    sessionStartedAt: resolved.token.session_started_at,
  };
}

/**
 * A preValidation hook that requires a bearer token `authContextOf` accepts, sets request.auth and
 * passes the session gate (time limit, short break). It runs before the input is validated, so a
 * caller without a valid token, or refused by the gate, learns nothing about the input.
 */
export function authenticate(
  ctx: AppContext,
  options: AuthOptions = {},
): preValidationAsyncHookHandler {
  return async (request) => {
    const secret = bearerSecret(request);
    if (!secret) throw tokenStatusError('invalid', messages.tokenMissing);
    const auth = authContextOf(request, await ctx.tokens.resolve(secret), options);
    request.auth = auth;
    if (options.ungated) await touchSession(ctx, auth, ctx.clock());
    else await gateSession(ctx, request, auth);
  };
}

/** The caller of a route guarded by `authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw tokenStatusError('invalid', messages.tokenMissing);
  return request.auth;
}
