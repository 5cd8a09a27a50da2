import type { Api } from '../http/api';
import { takeOrRefuse } from '../http/throttled';
import { BANK_DOCUMENTS_PER_HOUR } from './bank-account-constants';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import {
  bankAccountAddRoute,
  bankAccountRemoveRoute,
  bankDetailsRoute,
  bankDocumentRoute,
  messages,
} from '@portal/contract';
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

  app.post('/verification/bank', { ...signedIn, schema: bankDetailsRoute }, async (request) => ({
    data: await verifyBankDetails(ctx, requireAuth(request).userId, await readBankForm(request)),
  }));

  app.post('/users/bank', { ...signedIn, schema: bankAccountAddRoute }, async (request) => ({
    data: await addBankAccount(ctx, requireAuth(request).userId, await readBankForm(request)),
    meta: { message: m.added },
  }));

  app.post(
    '/users/bank/:id',
    { ...signedIn, schema: bankDocumentRoute },
    async (request, reply) => {
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
    },
  );

  app.delete(
    '/users/bank/:id',
    { ...signedIn, schema: bankAccountRemoveRoute },
    async (request) => ({
      status: 'success' as const,
      data: {
        cancelled_withdrawals: await removeBankAccount(
          ctx,
          requireAuth(request).userId,
          request.params.id,
        ),
      },
      meta: { message: m.removed },
    }),
  );
}
