import { apiPost, type User } from '@portal/shared-utils';
import type { SignupPayload } from './signupPayload';

/**
 * POST /users (no token): registers the player with the sign-up payload and the reCAPTCHA token of
 * the signup action; the answer is the new user.
 */
export async function registerUser(payload: SignupPayload, recaptchaToken: string): Promise<User> {
  const { data } = await apiPost<{ status: string; data: User }>(
    '/users',
    { ...payload, recaptcha_token: recaptchaToken },
    { auth: false, headers: { 'Registration-Source': 'Website' } },
  );
  return data.data;
}
