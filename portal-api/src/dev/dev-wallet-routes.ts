import type { Api } from '../http/api';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context';
import { fieldError } from '../http/http-error';
import { devCreditRoute, messages } from '@portal/contract';
import { requireCents } from '../validation/money';
import { LEDGER_CATEGORY, postLedgerEntry } from '../wallet/wallet-ledger';
import { devPlayerId } from './dev-player';

const MAX_CREDIT_CENTS = 100_000_000;

/**
 * Development only: changes a player's balance by `amount` cents through the ledger and
 * announces the new balance on the player's channel. A repeated `idempotency_key` moves the money
 * once and answers with the current balances (meta.replayed); without one, a new key is made.
 */
export async function devWalletRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.post('/dev/wallet/credit', { schema: devCreditRoute }, async (request) => {
    const { email } = request.body;
    const amount = requireCents(request.body.amount, 'amount', 'Amount', MAX_CREDIT_CENTS);
    if (amount === 0) throw fieldError('amount', messages.amountZero);
    const userId = await devPlayerId(ctx.db, request, email);
    const idempotencyKey = request.body.idempotency_key ?? `dev-credit:${randomUUID()}`;
    const posting = await ctx.db.transaction((tx) =>
      postLedgerEntry(
        tx,
        {
          userId,
          amount,
          categoryId: LEDGER_CATEGORY.adjustments,
          description: 'Development balance adjustment',
          idempotencyKey,
        },
        ctx.clock(),
      ),
    );
    if (posting.status === 'insufficient') {
      throw fieldError('amount', messages.balanceBelowZero);
    }
    if (posting.status === 'key-conflict') {
      throw fieldError('idempotency_key', messages.idempotencyKeyReused);
    }
    const replayed = posting.status === 'replayed';
    if (!replayed) ctx.realtime.publishToUser(userId, 'wallet.balance.updated', posting.wallet);
    return { data: posting.wallet, meta: { idempotency_key: idempotencyKey, replayed } };
  });
}
