import { apiPost } from '@portal/shared-utils';

/** POST /users/password/request (no token): asks for a reset link by e-mail. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiPost('/users/password/request', { email: email.trim() }, { auth: false });
}
