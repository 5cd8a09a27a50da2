import { messages, metricsRoute } from '@portal/contract';
import type { Registry } from 'prom-client';
import type { Api } from '../http/api';
import { generalError } from '../http/http-error';
import { hasBearerToken } from './bearer-token';

/**
 * GET /metrics in the Prometheus text format. With a token configured (METRICS_TOKEN, required in
 * production) only a scraper presenting it as a bearer token gets them; without one they are open.
 */
export async function metricsRoutes(
  app: Api,
  registry: Registry,
  token: string | null,
): Promise<void> {
  app.get('/metrics', { schema: metricsRoute }, async (request, reply) => {
    if (token !== null && !hasBearerToken(request.headers.authorization, token)) {
      throw generalError(401, messages.metricsTokenRequired);
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
