import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { fieldError } from '../http/http-error';
import { messages } from '../messages';
import { LEDGER_CATEGORY, postLedgerEntry } from '../wallet/wallet-ledger';

interface CreditBody {
  email: string;
  amount: number;
}

const MAX_CREDIT_CENTS = 100_000_000;

const creditBodySchema = {
  type: 'object',
  properties: {
    email: { type: 'string', title: 'Email', format: 'email', maxLength: 255 },
    amount: {
      type: 'integer',
      title: 'Amount',
      minimum: -MAX_CREDIT_CENTS,
      maximum: MAX_CREDIT_CENTS,
    },
  },
  required: ['email', 'amount'],
} as const;

/**
 * Development only: changes a player's balance by `amount` cents through the ledger and
 * announces the new balance on the player's channel.
 */
export async function devWalletRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: CreditBody }>(
    '/dev/wallet/credit',
    { schema: { body: creditBodySchema } },
    async (request) => {
      const { email, amount } = request.body;
      if (amount === 0) throw fieldError('amount', messages.amountZero);
      const [user] = await ctx.db.query<{ id: number }>(
        'SELECT id FROM users WHERE lower(email) = lower($1)',
        [email],
      );
      if (!user) throw fieldError('email', messages.userNotFound);
      const wallet = await ctx.db.transaction((tx) =>
        postLedgerEntry(
          tx,
          {
            userId: user.id,
            amount,
            categoryId: LEDGER_CATEGORY.adjustments,
            description: 'Development balance adjustment',
          },
          ctx.clock(),
        ),
      );
      if (!wallet) throw fieldError('amount', messages.balanceBelowZero);
      await ctx.realtime.publishToUser(user.id, 'wallet.balance.updated', wallet);
      return { data: wallet };
    },
  );
}
