import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { messages } from '../messages';
import { idParamsSchema } from '../withdrawals/withdrawal-schemas';
import {
  addBankAccount,
  removeBankAccount,
  uploadBankDocument,
  verifyBankDetails,
} from './bank-accounts';
import { readBankForm } from './bank-document';

const m = messages.bankAccounts;

/**
 * The withdrawal bank account (spec 2 §7; docs/withdrawals-api.md): details checked and a PIN
 * texted, the account added with the PIN, a statement uploaded, the account removed.
 */
export async function bankAccountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: authenticate(ctx.tokens) };
  const withId = { ...signedIn, schema: { params: idParamsSchema } };

  app.post('/verification/bank', signedIn, async (request) => ({
    data: await verifyBankDetails(ctx, requireAuth(request).userId, await readBankForm(request)),
  }));

  app.post('/users/bank', signedIn, async (request) => ({
    data: await addBankAccount(ctx, requireAuth(request).userId, await readBankForm(request)),
    meta: { message: m.added },
  }));

  app.post<{ Params: { id: number } }>('/users/bank/:id', withId, async (request) => ({
    data: await uploadBankDocument(
      ctx,
      requireAuth(request).userId,
      request.params.id,
      await readBankForm(request),
    ),
    meta: { message: m.documentUploaded },
  }));

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
