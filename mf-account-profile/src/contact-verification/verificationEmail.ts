import { apiPost } from '@portal/shared-utils';

/** POST /verification/email: e-mails the player a verification link. */
export async function sendVerificationEmail(): Promise<void> {
  await apiPost('/verification/email');
}
