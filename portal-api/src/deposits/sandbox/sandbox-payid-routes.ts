import type { Api } from '../../http/api';
import type { AppContext } from '../../app-context';
import { authenticate, requireAuth } from '../../auth/authenticate';
import { fieldError, generalError } from '../../http/http-error';
import { receiveSandboxTransfer } from '../../integrations/payid/sandbox-payid';
import { messages, sandboxTransferRoute } from '@portal/contract';
import { requireCents } from '../../validation/money';
import { receivePayIdTransfer } from '../payid-deposits';
import { statusOf } from '../deposit-records';

const MAX_TRANSFER_CENTS = 1_000_000_000;

/**
 * Only with the PayID sandbox: the player's bank sends a transfer to the player's own PayID and
 * the provider reports it to the API at once.
 */
export async function sandboxPayIdRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.post(
    '/sandbox/zepto/transfers',
    { preValidation: authenticate(ctx), schema: sandboxTransferRoute },
    async (request) => {
      const { payid, outcome = 'settled' } = request.body;
      const [own] = await ctx.db.query('SELECT 1 FROM users WHERE id = $1 AND payid = $2', [
        requireAuth(request).userId,
        payid,
      ]);
      const amount = requireCents(request.body.amount, 'amount', 'Amount', MAX_TRANSFER_CENTS);
      if (amount <= 0) throw fieldError('amount', messages.fieldTooSmall('Amount', 1));
      const transferId = own ? await receiveSandboxTransfer(ctx.db, payid, amount, outcome) : null;
      const deposit = transferId ? await receivePayIdTransfer(ctx, transferId) : undefined;
      if (!deposit) throw generalError(404, messages.notFound);
      return { data: { id: deposit.reference, amount: deposit.amount, status: statusOf(deposit) } };
    },
  );
}
