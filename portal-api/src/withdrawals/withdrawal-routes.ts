import type { Api } from '../http/api';
import { runsSandbox } from '../production-safety';
import type { AppContext } from '../app-context';
import { bankAccountRoutes } from '../bank-accounts/bank-account-routes';
import { transactionRoutes } from '../transactions/transaction-routes';
import { bankWithdrawalRoutes } from './bank-withdrawal-routes';
import { sandboxRegistrationRoutes } from './sandbox/sandbox-registration-routes';
import { usWithdrawalRoutes } from './us-withdrawal-routes';

/**
 * Every withdrawal, bank-account, transaction and export call of spec 2 §7, and the payout
 * registration page of the US payment sandbox when it is configured.
 */
export async function withdrawalRoutes(app: Api, ctx: AppContext): Promise<void> {
  await bankAccountRoutes(app, ctx);
  await bankWithdrawalRoutes(app, ctx);
  await usWithdrawalRoutes(app, ctx);
  await transactionRoutes(app, ctx);
  if (runsSandbox(ctx.config, 'usPayments')) {
    await sandboxRegistrationRoutes(app, ctx);
  }
}
