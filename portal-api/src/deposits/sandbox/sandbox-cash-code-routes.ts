import type { Api } from '../../http/api';
import type { AppContext } from '../../app-context';
import { authenticate, requireAuth } from '../../auth/authenticate';
import { generalError } from '../../http/http-error';
import { redeemSandboxCode } from '../../integrations/cash-codes/sandbox-cash-codes';
import { messages, sandboxCodePictureRoute, sandboxRedeemRoute } from '@portal/contract';
import { receiveCashCodePayment } from '../cash-code-deposits';
import { statusOf } from '../deposit-records';

function codePicture(code: string): string {
  const groups = code.match(/.{4}/g)!.join(' ');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80">' +
    '<rect width="320" height="80" fill="#fff" stroke="#000"/>' +
    `<text x="160" y="48" font-family="monospace" font-size="22" text-anchor="middle">${groups}</text>` +
    '</svg>'
  );
}

/**
 * Only with the cash-code sandbox: the picture of a code, and the outlet counter taking the cash
 * for the player's own code (the provider then reports the payment to the API).
 */
export async function sandboxCashCodeRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.get(
    '/sandbox/blueshyft/codes/:code/qr.svg',
    { schema: sandboxCodePictureRoute },
    async (request, reply) => reply.type('image/svg+xml').send(codePicture(request.params.code)),
  );

  app.post(
    '/sandbox/blueshyft/codes/:code/redeem',
    { preValidation: authenticate(ctx), schema: sandboxRedeemRoute },
    async (request) => {
      const reference = await redeemSandboxCode(
        ctx.db,
        requireAuth(request).userId,
        request.params.code,
        ctx.clock(),
      );
      if (!reference) throw generalError(409, messages.deposits.codeNotRedeemable);
      const deposit = await receiveCashCodePayment(ctx, reference);
      if (!deposit) throw generalError(404, messages.notFound);
      return { data: { id: deposit.id, amount: deposit.amount, status: statusOf(deposit) } };
    },
  );
}
