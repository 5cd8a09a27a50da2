import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { walletSettlementRoute, walletStakeRoute } from '@portal/contract';
import type { AppContext } from '../app-context';
import type { Api } from '../http/api';
import { generalError } from '../http/http-error';
import { acceptJsonBodies } from '../http/json-body';
import { checkPlatformCall } from './platform-signature';
import { settleStake } from './settlements';
import { placeStake } from './stakes';

/**
 * The wallet call of the client apps' platforms (docs/wallet-api.md): server to server, each call
 * signed with its platform's key over the raw body, checked before the body is validated so an
 * unsigned caller learns nothing; a player's bearer token is neither needed nor looked at.
 */
export async function walletApiRoutes(app: Api, ctx: AppContext): Promise<void> {
  await app.register(async (plugin) => {
    const scope: Api = plugin.withTypeProvider<TypeBoxTypeProvider>();
    const rawBodies = new WeakMap<FastifyRequest, string>();
    const platforms = new WeakMap<FastifyRequest, number>();
    acceptJsonBodies(scope, 'application/json', (request, text) => rawBodies.set(request, text));
    scope.addHook('preValidation', async (request) => {
      const check = checkPlatformCall(
        request.headers,
        rawBodies.get(request) ?? '',
        ctx.config.walletPlatformKeys,
        Math.floor(ctx.clock().getTime() / 1000),
      );
      if ('problem' in check) throw generalError(401, check.problem);
      platforms.set(request, check.clientId);
    });
    const platformOf = (request: FastifyRequest) => platforms.get(request) ?? 0;

    scope.post('/wallet/v1/stakes', { schema: walletStakeRoute }, async (request, reply) => {
      const { stake, replayed } = await placeStake(ctx, platformOf(request), request.body);
      return reply.code(replayed ? 200 : 201).send({ data: stake, meta: { replayed } });
    });

    scope.post(
      '/wallet/v1/settlements',
      { schema: walletSettlementRoute },
      async (request, reply) => {
        const { settlement, replayed } = await settleStake(ctx, platformOf(request), request.body);
        return reply.code(replayed ? 200 : 201).send({ data: settlement, meta: { replayed } });
      },
    );
  });
}
