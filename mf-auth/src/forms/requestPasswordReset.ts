import { apiPost } from '@portal/shared-utils';

/** Asks for a reset link by e-mail (POST /users/password/request). */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiPost('/users/password/request', { email: email.trim() }, { auth: false });
}
