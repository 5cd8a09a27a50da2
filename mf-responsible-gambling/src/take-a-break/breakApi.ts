import { apiPost } from '@portal/shared-utils';

/** POST /users/break (spec 2 §7): a break (outside the US) or timeout (US) of the period. */
export async function takeBreak(period: string): Promise<void> {
  await apiPost('/users/break', { period });
}
