import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { BANK_ACCOUNT_STATUS } from '../bank-accounts/bank-account-constants';
import { generalError } from '../http/http-error';
import { devBankReviewRoute, messages } from '@portal/contract';
import { currentBankAccount } from '../payments/payment-details-queries';
import { devPlayerId } from './dev-player';

/**
 * Development only: the back office reviewing a player's current bank account (its statement),
 * approving or rejecting it (docs/withdrawals-api.md).
 */
export async function devBankAccountRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.post('/dev/bank_account/review', { schema: devBankReviewRoute }, async (request) => {
    const userId = await devPlayerId(ctx.db, request, request.body.email);
    const reviewed = await ctx.db.query(
      `UPDATE user_bank_accounts SET status_id = $2, reviewed_at = $3
         WHERE user_id = $1 AND removed_at IS NULL RETURNING 1`,
      [userId, BANK_ACCOUNT_STATUS[request.body.status], ctx.clock()],
    );
    if (reviewed.length === 0) throw generalError(404, messages.notFound);
    return { data: await currentBankAccount(ctx.db, userId) };
  });
}
