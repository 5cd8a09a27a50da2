import { endSession, navigate, notifySuccess } from '@portal/shared-utils';

/**
 * After an accepted break, timeout, self-exclusion or closure: the success notice, then the session
 * ends here (the server ended every session of the player when it applied the restriction, so no
 * DELETE /auth is sent with the dead token) and the home page.
 */
export function leaveAfter(notice: string): void {
  notifySuccess(notice);
  endSession();
  navigate('/');
}
