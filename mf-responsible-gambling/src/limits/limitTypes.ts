import type { AvailableLimit, FeatureFlags } from '@portal/shared-utils';

/** A limit type on offer, as GET /users/current's meta.locale.available_limits gives it. */
export type LimitOption = AvailableLimit;

/** The spending limit, offered only while the spending-limit feature is on (spec 1 §9). */
const SPENDING_LIMIT_TYPE_ID = 2;

/** The US daily time limit: minutes per day, loosened or removed only after 24 hours (spec 2 §9). */
export const TIME_LIMIT_TYPE_ID = 3;

/** The limit types the page offers: the server's, without spending when its feature is off. */
export function offeredLimits(options: LimitOption[], features: FeatureFlags): LimitOption[] {
  return options.filter((option) => option.id !== SPENDING_LIMIT_TYPE_ID || features.spendingLimit);
}

/** What a limit of the type counts: money in cents (1 deposit, 2 spending) or minutes (3 time). */
export function unitOf(typeId: number): 'cents' | 'minutes' {
  return typeId === TIME_LIMIT_TYPE_ID ? 'minutes' : 'cents';
}

/** The type's name as the server gives it, e.g. 'Deposit'. */
export function limitName(option: LimitOption): string {
  return option.name ?? '';
}
