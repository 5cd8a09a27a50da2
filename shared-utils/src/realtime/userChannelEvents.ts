import { messages } from '../messages';
import { refreshUser } from '../session/refreshUser';
import { notify } from '../streams/notifications';

/** What the portal does with each event on the private user channel (spec 1 §4 Realtime). */
export const userChannelHandlers: Record<string, (data: unknown) => void> = {
  'wallet.balance.updated': () => void refreshUser(),
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
