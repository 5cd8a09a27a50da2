import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { tokenStatusError } from '../auth/token-status';
import { secondsBetween } from '../clock';
import { availableLimits } from '../limits/limit-queries';
import { messages } from '../messages';
import { loadEmbeds, parseEmbeds } from './user-embeds';
import { findUser } from './user-queries';
import type { User, UserLocale } from './user-types';

interface CurrentUserQuery {
  embed?: string;
}

const currentUserQuerySchema = {
  type: 'object',
  properties: { embed: { type: 'string', title: 'Embed', maxLength: 200 } },
} as const;

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: CurrentUserQuery }>(
    '/users/current',
    { schema: { querystring: currentUserQuerySchema }, preHandler: authenticate(ctx.tokens) },
    async (request, reply): Promise<{ data: User; meta: { locale: UserLocale } }> => {
      const auth = requireAuth(request);
      const embeds = parseEmbeds(request.query.embed);
      const now = ctx.clock();
      const user = await findUser(ctx.db, auth.userId);
      if (!user) throw tokenStatusError('invalid', messages.tokenInvalid);
      const [embedded, available_limits] = await Promise.all([
        loadEmbeds(ctx.db, auth.userId, embeds, now),
        availableLimits(ctx.db, user.country),
      ]);
      reply.header('session-time', String(secondsBetween(auth.sessionStartedAt, now)));
      return {
        data: { ...user, ...embedded },
        meta: { locale: { available_limits, bank_document_required: false } },
      };
    },
  );
}
