import { messages } from '../messages';
import { notify, type Notification } from '../streams/notifications';

/** The id of the 'Account Locked' toast, so a repeat replaces the one on screen. */
export const ACCOUNT_LOCKED_NOTIFICATION_ID = 'account-locked';

/**
 * Shows the 'Account Locked' warning (spec 1 §4, §8): for a locked player (user status id 3) and
 * after a failed identity verification.
 */
export function notifyAccountLocked(): Notification {
  return notify({
    id: ACCOUNT_LOCKED_NOTIFICATION_ID,
    type: 'warning',
    title: messages.accountLocked.title,
    message: messages.accountLocked.message,
  });
}
