import type { User } from './User';

/** The limit type id of the deposit limit (spec 1 §9). */
export const DEPOSIT_LIMIT_TYPE_ID = 1;

/**
 * Whether the player has a deposit limit in force.
 * @deprecated The shell has its own (`mf-shell/src/header/hasDepositLimit.ts`); this copy stays,
 * frozen, while a deployed shell build imports it (`npm run capture:published`). It is not a
 * re-export of the shell's file: that file imports the kernel, which would make the kernel import
 * itself while it loads.
 */
export function hasDepositLimit(user: Pick<User, 'limits'>): boolean {
  return user.limits.some((limit) => limit.type.id === DEPOSIT_LIMIT_TYPE_ID);
}
