import type { Api } from '../http/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { brandOf } from '../brands/request-brand';
import { authContextOf, authenticate, bearerSecret, requireAuth } from '../auth/authenticate';
import type { AuthContext } from '../auth/auth-context';
import { tokenStatusError } from '../auth/token-status';
import { secondsBetween } from '../clock';
import { generalError } from '../http/http-error';
import { isRecord } from '../is-record';
import { bankDocumentRequired } from '../bank-accounts/bank-account-constants';
import {
  currentUserRoute,
  messages,
  type CurrentUserQuery,
  type CurrentUserResponse,
} from '@portal/contract';
import { uploadAvatar } from './avatar-upload';
import type { CurrentUserRecord } from './current-user-query';
import { updateProfile } from './profile-update';
import { knownEmbeds, parseEmbeds } from './user-embeds';
import { gateSession, OPEN_DURING_BREAK } from '../restrictions/session-gate';

/** The player as GET /users/current read them while checking the token. */
const readWithToken = new WeakMap<FastifyRequest, CurrentUserRecord>();

function bearerOf(request: FastifyRequest): string {
  const secret = bearerSecret(request);
  if (!secret) throw tokenStatusError('invalid', messages.tokenMissing);
  return secret;
}

/** The caller with the requested embeds, and the session-time header. */
async function currentUser(
  ctx: AppContext,
  auth: AuthContext,
  { user }: CurrentUserRecord,
  reply: FastifyReply,
): Promise<CurrentUserResponse> {
  if (!user) throw tokenStatusError('invalid', messages.tokenInvalid);
  reply.header('session-time', String(secondsBetween(auth.sessionStartedAt, ctx.clock())));
  return {
    data: user,
    meta: {
      locale: {
        available_limits: ctx.availableLimits(user.country),
        bank_document_required: bankDocumentRequired(user.country),
      },
    },
  };
}

/** GET and POST /users/current: only ever the caller's own account. */
export async function userRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.get(
    '/users/current',
    {
      schema: currentUserRoute,
      ...OPEN_DURING_BREAK,
      // The token, the player and the embeds asked for are read in one go, before the input is
      // validated (a caller without a valid token learns nothing about it).
      preValidation: async (request) => {
        const found = await ctx.currentUsers.read(
          bearerOf(request),
          knownEmbeds((request.query as CurrentUserQuery).embed),
          brandOf(request).id,
        );
        const auth = authContextOf(request, ctx.tokens.stateOf(found.token));
        request.auth = auth;
        await gateSession(ctx, request, auth);
        readWithToken.set(request, found);
      },
    },
    (request, reply) => {
      parseEmbeds(request.query.embed);
      return currentUser(ctx, requireAuth(request), readWithToken.get(request)!, reply);
    },
  );

  app.post(
    '/users/current',
    { schema: currentUserRoute, preValidation: authenticate(ctx) },
    async (request, reply) => {
      const auth = requireAuth(request);
      const embeds = parseEmbeds(request.query.embed);
      if (request.isMultipart()) {
        await uploadAvatar(ctx, request, auth.userId);
      } else {
        if (!isRecord(request.body)) throw generalError(422, messages.bodyNotObject);
        await updateProfile(ctx, auth.userId, request.body);
      }
      const found = await ctx.currentUsers.read(bearerOf(request), embeds, brandOf(request).id);
      return currentUser(ctx, auth, found, reply);
    },
  );
}
