import { DEPOSIT_LIMIT_TYPE_ID, type UserLimit } from '@portal/shared-utils';

/** What the smallest deposit limit leaves, in dollars ((limit - used) / 100, never below 0); null without one. */
export function remainingDepositLimit(limits: UserLimit[]): number | null {
  const remaining = limits
    .filter((limit) => limit.type.id === DEPOSIT_LIMIT_TYPE_ID && typeof limit.limit === 'number')
    .map((limit) => Math.max(0, (limit.limit as number) - (limit.used ?? 0)) / 100);
  return remaining.length > 0 ? Math.min(...remaining) : null;
}
