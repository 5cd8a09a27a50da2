import type { Api } from '../http/api';
import { takeOrRefuse } from '../http/throttled';
import { BANK_DOCUMENTS_PER_HOUR } from './bank-account-constants';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { messages } from '@portal/contract';
import { idParamsSchema } from '../withdrawals/withdrawal-schemas';
import {
  addBankAccount,
  removeBankAccount,
  uploadBankDocument,
  verifyBankDetails,
} from './bank-accounts';
import { readBankForm } from './bank-document';
import { OPEN_DURING_BREAK } from '../restrictions/session-gate';

const m = messages.bankAccounts;

/**
 * The withdrawal bank account (spec 2 §7; docs/withdrawals-api.md): details checked and a PIN
 * texted, the account added with the PIN, a statement uploaded, the account removed.
 */
export async function bankAccountRoutes(app: Api, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx), ...OPEN_DURING_BREAK };
  const withId = { ...signedIn, schema: { params: idParamsSchema } };

  app.post('/verification/bank', signedIn, async (request) => ({
    data: await verifyBankDetails(ctx, requireAuth(request).userId, await readBankForm(request)),
  }));

  app.post('/users/bank', signedIn, async (request) => ({
    data: await addBankAccount(ctx, requireAuth(request).userId, await readBankForm(request)),
    meta: { message: m.added },
  }));

  app.post<{ Params: { id: number } }>('/users/bank/:id', withId, async (request, reply) => {
    const { userId } = requireAuth(request);
    const form = await readBankForm(request);
    const uploads = [
      { key: `bank-document:user:${userId}`, max: BANK_DOCUMENTS_PER_HOUR, windowSeconds: 3600 },
    ];
    return {
      data: await uploadBankDocument(ctx, userId, request.params.id, form, () =>
        takeOrRefuse(ctx.limiter, uploads, reply),
      ),
      meta: { message: m.documentUploaded },
    };
  });

  app.delete<{ Params: { id: number } }>('/users/bank/:id', withId, async (request) => ({
    status: 'success',
    data: {
      cancelled_withdrawals: await removeBankAccount(
        ctx,
        requireAuth(request).userId,
        request.params.id,
      ),
    },
    meta: { message: m.removed },
  }));
}
