import type { FastifyReply } from 'fastify';
import type { RateLimit, RateLimiter } from '../auth/rate-limiter';
import { messages } from '../messages';
import { generalError } from './http-error';

/** A 429 with Retry-After when any of the limits is reached. */
export async function refuseWhenThrottled(
  limiter: RateLimiter,
  limits: RateLimit[],
  reply: FastifyReply,
): Promise<void> {
  const wait = await limiter.retryAfterSeconds(limits);
  if (wait === 0) return;
  reply.header('retry-after', String(wait));
  throw generalError(429, messages.tooManyRequests(wait));
}
