import type { Api } from '../http/api';
import { runsSandbox } from '../production-safety';
import type { AppContext } from '../app-context';
import { cardDepositRoutes } from './card-deposit-routes';
import { cashCodeRoutes } from './cash-code-routes';
import { depositMethodsRoutes } from './deposit-methods-routes';
import { externalDepositRoutes } from './external-deposits';
import { payIdRoutes } from './payid-routes';
import { paymentBlockRoutes } from '../payment-blocks/payment-block-routes';
import { sandboxCardRoutes } from './sandbox/sandbox-card-routes';
import { sandboxCashCodeRoutes } from './sandbox/sandbox-cash-code-routes';
import { sandboxPayIdRoutes } from './sandbox/sandbox-payid-routes';
import { sandboxUsPaymentRoutes } from './sandbox/sandbox-us-payment-routes';
import { usDepositRoutes } from './us-deposit-routes';

/** Every deposit call of spec 2 §7, and the pages of the payment sandboxes that are configured. */
export async function depositRoutes(app: Api, ctx: AppContext): Promise<void> {
  await depositMethodsRoutes(app, ctx);
  await paymentBlockRoutes(app, ctx);
  await cardDepositRoutes(app, ctx);
  await payIdRoutes(app, ctx);
  await cashCodeRoutes(app, ctx);
  await externalDepositRoutes(app, ctx);
  await usDepositRoutes(app, ctx);
  if (runsSandbox(ctx.config, 'cards')) await sandboxCardRoutes(app, ctx);
  if (runsSandbox(ctx.config, 'payid')) await sandboxPayIdRoutes(app, ctx);
  if (runsSandbox(ctx.config, 'cashCodes')) await sandboxCashCodeRoutes(app, ctx);
  if (runsSandbox(ctx.config, 'usPayments')) await sandboxUsPaymentRoutes(app, ctx);
}
