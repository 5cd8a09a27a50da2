import type { AvailableLimit, FeatureFlags } from '@portal/shared-utils';

/** A limit type on offer, as GET /users/current's meta.locale.available_limits gives it. */
export type LimitOption = AvailableLimit & {
  /** Whether the limit takes an amount; a type without one is a plain duration (the US time limit). */
  has_amount?: boolean;
};

/** Limit types whose values are money (cents): 1 deposit, 2 spending (spec 2 §3). */
const MONEY_LIMIT_TYPE_IDS: readonly number[] = [1, 2];

/** The spending limit, offered only while the spending-limit feature is on (spec 1 §9). */
const SPENDING_LIMIT_TYPE_ID = 2;

/** The limit types the page offers: the server's, without spending when its feature is off. */
export function offeredLimits(options: LimitOption[], features: FeatureFlags): LimitOption[] {
  return options.filter((option) => option.id !== SPENDING_LIMIT_TYPE_ID || features.spendingLimit);
}

/** The US daily time limit, loosened or removed only after 24 hours (spec 2 §9). */
const TIME_LIMIT_TYPE_ID = 3;

export function isMoneyLimitType(typeId: number): boolean {
  return MONEY_LIMIT_TYPE_IDS.includes(typeId);
}

export function hasAmount(option: LimitOption): boolean {
  return option.has_amount !== false;
}

/** The type's name as the server gives it, e.g. 'Deposit'. */
export function limitName(option: LimitOption): string {
  return option.name ?? '';
}

/** Whether a looser limit or a removal waits 24 hours (time limit) rather than 7 days. */
export function waitsOneDay(typeId: number): boolean {
  return typeId === TIME_LIMIT_TYPE_ID;
}
