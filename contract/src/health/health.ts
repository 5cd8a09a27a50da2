import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/errors.js';

export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponse>;

/** GET /health/live (the API's and the realtime server's). */
export const liveRoute = { response: { 200: HealthResponse } };
/**
 * GET /health/ready and /health (the API's and the realtime server's): 503 naming what is down
 * (the database, a migration, the realtime server) in `errors.error`, one message each.
 */
export const readyRoute = { response: { 200: HealthResponse, 503: ErrorResponse } };

/** GET /metrics: the Prometheus text format; 401 without the configured bearer token. */
export const metricsRoute = {
  response: { 200: { content: { 'text/plain': { schema: Type.String() } } }, 401: ErrorResponse },
};
