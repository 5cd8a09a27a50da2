import { formatDateTime, notifyInfo, notifySuccess, type LimitRequest } from '@portal/shared-utils';
import { messages } from '../messages';
import { limitValue } from './limitValue';

const text = messages.limits;

/**
 * Tells the player what their limit change did: the spec's words (`applied`) when it is in force
 * at once; when it waits (a raise, a removal), that the limit stays as it is, and until when.
 */
export function notifyLimitChange(pending: LimitRequest | null, applied: string): void {
  if (!pending) {
    notifySuccess(applied);
    return;
  }
  const date = formatDateTime(pending.activate_at);
  notifyInfo(
    pending.limit === null
      ? text.removalPending(date)
      : text.changePending(limitValue(pending), date),
  );
}
