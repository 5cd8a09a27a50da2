import { DEPOSIT_LIMIT_TYPE_ID, type User } from '@portal/shared-utils';

/** Whether the player has a deposit limit in force (the balance panel's 'Set Limit' badge). */
export function hasDepositLimit(user: Pick<User, 'limits'>): boolean {
  return user.limits.some((limit) => limit.type.id === DEPOSIT_LIMIT_TYPE_ID);
}
