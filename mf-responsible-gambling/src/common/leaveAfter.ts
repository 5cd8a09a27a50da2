import { logout } from '@portal/shared-utils';
import { notifySuccess } from './notifySuccess';

/**
 * After an accepted break, timeout, self-exclusion or closure: the success notice, then the shared
 * logout (which tells the server) and the home page.
 */
export async function leaveAfter(notice: string): Promise<void> {
  notifySuccess(notice);
  await logout();
  window.history.pushState(null, '', '/');
}
