import { depositLimitPromptAnswerRoute, depositLimitPromptRoute, messages } from '@portal/contract';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import type { Api } from '../http/api';
import { generalError } from '../http/http-error';
import { lockPlayer } from '../restrictions/player-lock';
import { depositLimitPrompt, recordPromptAnswer } from './limit-prompts';

/**
 * The deposit-limit question asked again once a year (issue 31): whether it is due, and the
 * player's answer, recorded once under the player's lock (a second answer finds nothing due: 422).
 */
export async function limitPromptRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx) };

  app.get(
    '/users/deposit-limit-prompt',
    { ...signedIn, schema: depositLimitPromptRoute },
    async (request) => ({
      data: await depositLimitPrompt(ctx.db, requireAuth(request).userId, ctx.clock()),
    }),
  );

  app.post(
    '/users/deposit-limit-prompt',
    { ...signedIn, schema: depositLimitPromptAnswerRoute },
    async (request) => {
      const { userId } = requireAuth(request);
      const data = await ctx.db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        const now = ctx.clock();
        if (!(await depositLimitPrompt(tx, userId, now)).due) {
          throw generalError(422, messages.limitPrompt.notDue);
        }
        await recordPromptAnswer(tx, userId, 'annual', request.body.answer, now);
        return depositLimitPrompt(tx, userId, now);
      });
      return { data };
    },
  );
}
