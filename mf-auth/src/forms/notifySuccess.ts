import { notify } from '@portal/shared-utils';

/** A success toast that closes by itself (spec 1 §8 success toasts, §9 timeouts). */
export function notifySuccess(title: string): void {
  notify({ title, message: '', type: 'success', timeout: 5000 });
}
