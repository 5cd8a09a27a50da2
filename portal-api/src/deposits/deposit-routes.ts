import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { cardDepositRoutes } from './card-deposit-routes';
import { depositMethodsRoutes } from './deposit-methods-routes';
import { sandboxCardRoutes } from './sandbox/sandbox-card-routes';

/** Every deposit call of spec 2 §7, and the pages of the payment sandboxes that are configured. */
export async function depositRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await depositMethodsRoutes(app, ctx);
  await cardDepositRoutes(app, ctx);
  const { integrations } = ctx.config;
  if (integrations.cards.provider === 'sandbox') await sandboxCardRoutes(app, ctx);
}
