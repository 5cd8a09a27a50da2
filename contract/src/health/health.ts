import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/errors.js';

export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponse>;

/** GET /health/live. */
export const liveRoute = { response: { 200: HealthResponse } };
/** GET /health/ready and /health: 503 while the database or a migration is missing. */
export const readyRoute = { response: { 200: HealthResponse, 503: ErrorResponse } };
