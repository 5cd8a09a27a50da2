import { messages } from '../messages';
import { patchUser } from '../session/patchUser';
import type { Balance } from '../streams/balanceChanged';
import { notify } from '../streams/notifications';

function isBalance(data: unknown): data is Balance {
  const { balance, available_balance } = (data ?? {}) as Partial<Record<keyof Balance, unknown>>;
  return Number.isInteger(balance) && Number.isInteger(available_balance);
}

/**
 * What the portal does with each event on the private user channel (spec 1 §4 Realtime). A wallet
 * event carries the new balance, which is applied to the user as it is: no read of the user.
 */
export const userChannelHandlers: Record<string, (data: unknown) => void> = {
  'wallet.balance.updated': (data) => {
    if (!isBalance(data)) return;
    patchUser({ balance: data.balance, available_balance: data.available_balance });
  },
  'notification.deposited': (data) =>
    notify({
      type: 'success',
      title: messages.depositSuccessful,
      message: (data as { message?: string } | null)?.message ?? '',
    }),
};

export function userChannelName(userId: number): string {
  return `private-user.${userId}`;
}
