import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth, type AuthContext } from '../auth/authenticate';
import { tokenStatusError } from '../auth/token-status';
import { secondsBetween } from '../clock';
import { generalError } from '../http/http-error';
import { isRecord } from '../is-record';
import { bankDocumentRequired } from '../bank-accounts/bank-account-constants';
import { availableLimits } from '../limits/limit-queries';
import { messages } from '../messages';
import { uploadAvatar } from './avatar-upload';
import { updateProfile } from './profile-update';
import { loadEmbeds, parseEmbeds } from './user-embeds';
import { findUser } from './user-queries';
import type { User, UserLocale } from './user-types';

interface CurrentUserQuery {
  embed?: string;
}

interface CurrentUserResponse {
  data: User;
  meta: { locale: UserLocale };
}

const currentUserQuerySchema = {
  type: 'object',
  properties: { embed: { type: 'string', title: 'Embed', maxLength: 200 } },
} as const;

/** The caller with the requested embeds, and the session-time header. */
async function currentUser(
  ctx: AppContext,
  auth: AuthContext,
  embedList: string | undefined,
  reply: FastifyReply,
): Promise<CurrentUserResponse> {
  const embeds = parseEmbeds(embedList);
  const now = ctx.clock();
  const user = await findUser(ctx.db, auth.userId, ctx.avatarUrl);
  if (!user) throw tokenStatusError('invalid', messages.tokenInvalid);
  const [embedded, available_limits] = await Promise.all([
    loadEmbeds(ctx.db, auth.userId, embeds, now),
    availableLimits(ctx.db, user.country),
  ]);
  reply.header('session-time', String(secondsBetween(auth.sessionStartedAt, now)));
  return {
    data: { ...user, ...embedded },
    meta: {
      locale: { available_limits, bank_document_required: bankDocumentRequired(user.country) },
    },
  };
}

/** GET and POST /users/current: only ever the caller's own account. */
export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const options = {
    schema: { querystring: currentUserQuerySchema },
    preValidation: authenticate(ctx.tokens),
  };

  app.get<{ Querystring: CurrentUserQuery }>('/users/current', options, (request, reply) =>
    currentUser(ctx, requireAuth(request), request.query.embed, reply),
  );

  app.post<{ Querystring: CurrentUserQuery }>(
    '/users/current',
    options,
    async (request: FastifyRequest<{ Querystring: CurrentUserQuery }>, reply) => {
      const auth = requireAuth(request);
      parseEmbeds(request.query.embed);
      if (request.isMultipart()) {
        await uploadAvatar(ctx, request, auth.userId);
      } else {
        if (!isRecord(request.body)) throw generalError(422, messages.bodyNotObject);
        await updateProfile(ctx, auth.userId, request.body);
      }
      return currentUser(ctx, auth, request.query.embed, reply);
    },
  );
}
