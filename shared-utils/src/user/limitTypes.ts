import type { User } from './User';

/** The limit type id of the deposit limit (spec 1 §9). */
export const DEPOSIT_LIMIT_TYPE_ID = 1;

/** Whether the player has a deposit limit in force. */
export function hasDepositLimit(user: Pick<User, 'limits'>): boolean {
  return user.limits.some((limit) => limit.type.id === DEPOSIT_LIMIT_TYPE_ID);
}
