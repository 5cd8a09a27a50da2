import { endSession } from '@portal/shared-utils';
import { notifySuccess } from './notifySuccess';

/**
 * After an accepted break, timeout, self-exclusion or closure: the success notice, then the session
 * ends here (the server ended every session of the player when it applied the restriction, so no
 * DELETE /auth is sent with the dead token) and the home page.
 */
export async function leaveAfter(notice: string): Promise<void> {
  notifySuccess(notice);
  endSession();
  window.history.pushState(null, '', '/');
}
