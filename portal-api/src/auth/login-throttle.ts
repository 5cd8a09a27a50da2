import type { Clock } from '../clock';
import type { LoginThrottleConfig } from '../config';

/** Keys kept before expired ones are swept, so that a flood of names cannot grow memory forever. */
const SWEEP_AT_KEYS = 10_000;

/**
 * Counts failed logins per account and per client IP in a sliding window; once either reaches its
 * limit, further attempts wait until the oldest failure leaves the window. Kept in memory: each API
 * process throttles on its own.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly config: LoginThrottleConfig,
    private readonly clock: Clock,
  ) {}

  /** Seconds to wait before the next attempt for this account from this IP; 0 when allowed. */
  retryAfterSeconds(account: string, ip: string): number {
    const waits = [
      this.wait(accountKey(account), this.config.maxFailuresPerAccount),
      this.wait(ipKey(ip), this.config.maxFailuresPerIp),
    ];
    return Math.max(...waits);
  }

  recordFailure(account: string, ip: string): void {
    const now = this.clock().getTime();
    if (this.failures.size >= SWEEP_AT_KEYS) this.sweep(now);
    for (const [key, limit] of [
      [accountKey(account), this.config.maxFailuresPerAccount],
      [ipKey(ip), this.config.maxFailuresPerIp],
    ] as const) {
      if (limit > 0) this.failures.set(key, [...this.recent(key, now), now]);
    }
  }

  /** A successful login clears the account's failures (not the IP's). */
  recordSuccess(account: string): void {
    this.failures.delete(accountKey(account));
  }

  private wait(key: string, limit: number): number {
    if (limit === 0) return 0;
    const now = this.clock().getTime();
    const recent = this.recent(key, now);
    if (recent.length < limit) return 0;
    const freedAt = recent[recent.length - limit] + this.config.windowSeconds * 1000;
    return Math.max(1, Math.ceil((freedAt - now) / 1000));
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.config.windowSeconds * 1000;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  private sweep(now: number): void {
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key, now).length === 0) this.failures.delete(key);
    }
  }
}

function accountKey(account: string): string {
  return `account:${account.trim().toLowerCase()}`;
}

function ipKey(ip: string): string {
  return `ip:${ip}`;
}
