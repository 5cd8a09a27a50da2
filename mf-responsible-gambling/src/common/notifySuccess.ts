import { notify } from '@portal/shared-utils';

const NOTICE_TIMEOUT_MS = 5000;

/** A success toast that closes by itself after 5 seconds (spec 2 §9). */
export function notifySuccess(title: string): void {
  notify({ title, message: '', type: 'success', timeout: NOTICE_TIMEOUT_MS });
}
