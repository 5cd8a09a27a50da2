import type { LoginThrottleConfig } from '../config';
import { normaliseIdentifier } from './login-attempts';
import type { RateLimit, RateLimiter, TakenEvent } from './rate-limiter';

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
   * Takes an attempt for this account (as typed, in its brand scope: identifierScope) from this IP,
   * counted as a failure until the password proves right (RateLimiter.take: parallel attempts on
   * any instance never pass the limits together). `wait` is 0 and `attempt` set when allowed,
   * else the seconds to wait.
   */
  take(scope: number, account: string, ip: string) {
    return this.limiter.take(this.limits(scope, account, ip));
  }

  /** The password was right: the account's failures are cleared and the attempt given back. */
  async recordSuccess(scope: number, account: string, attempt: TakenEvent | undefined) {
    await this.limiter.giveBack(attempt);
    await this.limiter.clear(accountKey(scope, account));
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
