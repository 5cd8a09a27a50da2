import { apiPost } from '@portal/shared-utils';

/** POST /users/close (spec 2 §7): closes the player's account at once. */
export async function closeAccount(): Promise<void> {
  await apiPost('/users/close');
}
