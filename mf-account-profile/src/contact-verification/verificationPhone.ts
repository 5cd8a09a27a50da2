import { apiPost } from '@portal/shared-utils';

/** POST /verification/phone?type=sms: texts the player a code to verify their mobile with. */
export async function sendPhoneCode(): Promise<void> {
  await apiPost('/verification/phone', undefined, { query: { type: 'sms' } });
}
