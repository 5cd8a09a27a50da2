import { apiPost } from '@portal/shared-utils';

const PASSWORD_PATH = '/users/password';

/** The new password, typed twice. */
export interface NewPassword extends Record<string, unknown> {
  new_password: string;
  new_confirm_password: string;
}

/** A signed-in player's change: the current password and the new one. */
export interface PasswordChange extends NewPassword {
  password: string;
}

/** A reset from the emailed link: its email and token instead of the current password. */
export interface PasswordReset extends NewPassword {
  email: string;
  token: string;
}

/** POST /users/password with the bearer token: changes the signed-in player's password. */
export async function changePassword(change: PasswordChange): Promise<void> {
  await apiPost(PASSWORD_PATH, change);
}

/** POST /users/password without a token: sets the password of the emailed link's account. */
export async function resetPassword(reset: PasswordReset): Promise<void> {
  await apiPost(PASSWORD_PATH, reset, { auth: false });
}
