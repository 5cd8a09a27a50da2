import { DEPOSIT_LIMIT_TYPE_ID, type UserLimit } from '@portal/shared-utils';

export interface DepositLimitLeft {
  limit: UserLimit & { limit: number };
  /** Cents the limit still allows: limit minus used, never below 0. */
  remaining: number;
}

/** The lowest deposit limit in force and what it leaves (spec 2 §9); null without one. */
export function lowestDepositLimit(limits: UserLimit[]): DepositLimitLeft | null {
  const deposit = limits.filter(
    (limit): limit is UserLimit & { limit: number } =>
      limit.type.id === DEPOSIT_LIMIT_TYPE_ID && typeof limit.limit === 'number',
  );
  if (deposit.length === 0) return null;
  const lowest = deposit.reduce((low, limit) => (limit.limit < low.limit ? limit : low));
  return { limit: lowest, remaining: Math.max(0, lowest.limit - (lowest.used ?? 0)) };
}
