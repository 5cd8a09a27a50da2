import type { FastifyReply } from 'fastify';
import type { RateLimit, RateLimiter, TakenEvent } from '../auth/rate-limiter';
import { messages } from '@portal/contract';
import { generalError } from './http-error';

/**
 * Takes one event under the limits for this request (RateLimiter.take), or refuses it with a 429
 * and Retry-After when any limit is reached. The event, to give back if the attempt does not count.
 */
export async function takeOrRefuse(
  limiter: RateLimiter,
  limits: RateLimit[],
  reply: FastifyReply,
): Promise<TakenEvent | undefined> {
  const { wait, event } = await limiter.take(limits);
  if (wait === 0) return event;
  reply.header('retry-after', String(wait));
  throw generalError(429, messages.tooManyRequests(wait));
}
