import type { FastifyRequest } from 'fastify';
import type { DepositMethodsResponse } from '@portal/contract';
import type { AppContext } from '../app-context';
import { requireAuth } from '../auth/authenticate';
import { brandOf } from '../brands/request-brand';
import { depositMethods } from './deposit-methods';

/**
 * The caller's deposit methods as they are after `change` (none for a read): the answer of the
 * list and of every call that changes it.
 */
export async function methodsAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  change: (userId: number) => Promise<unknown> = async () => undefined,
): Promise<DepositMethodsResponse> {
  const { userId } = requireAuth(request);
  await change(userId);
  return depositMethods(ctx.db, userId, brandOf(request), ctx.config.cardFundingRule, ctx.clock());
}
