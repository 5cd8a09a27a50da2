import { apiErrorText } from '../api/apiErrorText';
import { notify, type Notification, type NotificationType } from '../streams/notifications';

/** How long a notice stays before it closes by itself (spec 1 §9, spec 2 §9). */
export const NOTICE_TIMEOUT_MS = 5000;

function notice(type: NotificationType, title: string, message: string): Notification {
  return notify({ type, title, message, timeout: NOTICE_TIMEOUT_MS });
}

/** A green notice that closes by itself: a title, and a message when there is one. */
export function notifySuccess(title: string, message = ''): Notification {
  return notice('success', title, message);
}

/** An information notice (something is pending) that closes by itself. */
export function notifyInfo(title: string, message = ''): Notification {
  return notice('info', title, message);
}

/** A red notice that closes by itself, with the failed call's messages joined by '. '. */
export function notifyFailure(title: string, error: unknown): Notification {
  return notice('danger', title, apiErrorText(error, { separator: '. ' }));
}
