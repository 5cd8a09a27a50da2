import { ApiError, openModal } from '@portal/shared-utils';

/**
 * A refused login whose meta asks for a password reset (weak password, or no attempts left) opens
 * reset-password with the account's email (spec 1 §4 Login, Forced password reset).
 */
export function openForcedReset(error: unknown, enteredEmail: string): boolean {
  const meta = error instanceof ApiError ? error.meta : undefined;
  if (!meta?.require_password_reset) return false;
  const email = typeof meta.email === 'string' && meta.email ? meta.email : enteredEmail;
  openModal('reset-password', { email });
  return true;
}
