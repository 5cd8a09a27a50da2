import { apiPost } from '@portal/shared-utils';

/** POST /verification/phone/:code: confirms the texted code, which verifies the player's mobile. */
export async function confirmPhoneCode(code: string): Promise<void> {
  await apiPost(`/verification/phone/${encodeURIComponent(code.trim())}`);
}
