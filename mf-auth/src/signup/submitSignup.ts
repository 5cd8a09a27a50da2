import { login, openModal, type ModalName, type User } from '@portal/shared-utils';
import { submissionErrors } from '@portal/shared-utils/forms';
import type { SubmissionErrors } from 'final-form';
import { recaptchaToken } from '../recaptcha/recaptcha';
import { registerUser } from './registerUser';
import { signupPayload } from './signupPayload';
import { SIGNUP_FIELDS, type SignupValues } from './signupValues';

/** After sign-up: onboarding-deposit for an ID-verified player, else onboarding-verification. */
function openOnboarding(user: User): void {
  const next: ModalName = user.id_verified ? 'onboarding-deposit' : 'onboarding-verification';
  openModal(next, {}, { from: 'registration' });
}

/**
 * Registers the player (POST /users), signs them in with the email and password and opens the
 * onboarding (spec 1 §4 Sign-up); each call carries its own reCAPTCHA token (empty when reCAPTCHA is
 * off). A refused registration resolves with the errors to show.
 */
export async function submitSignup(
  values: SignupValues,
  us: boolean,
): Promise<SubmissionErrors | void> {
  let registered: User;
  try {
    registered = await registerUser(signupPayload(values, us), await recaptchaToken('signup'));
  } catch (error) {
    return submissionErrors(error, SIGNUP_FIELDS);
  }
  try {
    const { user } = await login({
      email: values.email.trim(),
      password: values.password,
      recaptchaToken: await recaptchaToken('login'),
    });
    openOnboarding(user ?? registered);
  } catch {
    openModal('login');
  }
}
