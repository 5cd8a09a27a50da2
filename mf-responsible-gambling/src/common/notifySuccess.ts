import { notify, type NotificationType } from '@portal/shared-utils';

const NOTICE_TIMEOUT_MS = 5000;

function notice(title: string, type: NotificationType): void {
  notify({ title, message: '', type, timeout: NOTICE_TIMEOUT_MS });
}

/** A success toast that closes by itself after 5 seconds (spec 2 §9). */
export function notifySuccess(title: string): void {
  notice(title, 'success');
}

/** An information toast (something is pending) that closes by itself after 5 seconds. */
export function notifyInfo(title: string): void {
  notice(title, 'info');
}
