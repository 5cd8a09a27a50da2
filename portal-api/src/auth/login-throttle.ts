import type { LoginThrottleConfig } from '../config';
import { normaliseIdentifier } from './login-attempts';
import type { RateLimit, RateLimiter } from './rate-limiter';

/**
 * Failed logins per account (as typed) and per client IP in a sliding window; once either reaches
 * its limit, further attempts wait until the oldest failure leaves the window. The counts live in
 * the database, so every API process on it throttles alike.
 */
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: LoginThrottleConfig,
  ) {}

  /**
   * Seconds to wait before the next attempt for this account (as typed, in its brand scope:
   * identifierScope) from this IP; 0 when allowed.
   */
  retryAfterSeconds(scope: number, account: string, ip: string): Promise<number> {
    return this.limiter.retryAfterSeconds(this.limits(scope, account, ip));
  }

  recordFailure(scope: number, account: string, ip: string): Promise<void> {
    return this.limiter.record(this.limits(scope, account, ip));
  }

  /** A successful login clears the account's failures (not the IP's). */
  recordSuccess(scope: number, account: string): Promise<void> {
    return this.limiter.clear(accountKey(scope, account));
  }

  private limits(scope: number, account: string, ip: string): RateLimit[] {
    const { windowSeconds, maxFailuresPerAccount, maxFailuresPerIp } = this.config;
    return [
      { key: accountKey(scope, account), max: maxFailuresPerAccount, windowSeconds },
      { key: `login:ip:${ip}`, max: maxFailuresPerIp, windowSeconds },
    ];
  }
}

function accountKey(scope: number, account: string): string {
  return `login:account:${scope}:${normaliseIdentifier(account)}`;
}
