import { CardLabel, replies } from '@portal/contract';
import { Type } from 'typebox';
import type { AppContext } from '../app-context';
import type { Api } from '../http/api';
import { tokeniseSandboxCard } from '../integrations/cards/sandbox-card-form';
import { devPlayerId } from './dev-player';

/** POST /dev/cards: the player (by e-mail) and the sandbox test card to keep on their account. */
const devSavedCardRoute = {
  body: Type.Object({
    email: Type.String({ title: 'Email', format: 'email', maxLength: 255 }),
    card_number: Type.String({ title: 'Card number', pattern: '^[0-9]{12,19}$' }),
  }),
  response: replies(Type.Object({ data: CardLabel })),
};

/**
 * Development only, with the card sandbox: keeps a sandbox test card on the player's account as a
 * card saved before the provider's answer carried its funding type (`funding` null), so that a
 * browser test meets a saved card the funding rule refuses, which the rule never lets be saved now.
 */
export async function devCardRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.post('/dev/cards', { schema: devSavedCardRoute }, async (request) => {
    const userId = await devPlayerId(ctx.db, request, request.body.email);
    const card = await ctx.db.transaction(async (tx) => {
      const { token, label } = await tokeniseSandboxCard(tx, userId, request.body.card_number);
      const [saved] = await tx.query<{ id: number }>(
        `INSERT INTO user_cards (user_id, label, token, funding, created_at)
         VALUES ($1, $2, $3, NULL, $4) RETURNING id`,
        [userId, label, token, ctx.clock()],
      );
      return { id: Number(saved.id), label };
    });
    return { data: card };
  });
}
