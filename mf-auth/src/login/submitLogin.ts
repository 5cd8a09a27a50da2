import { login, messages as sharedMessages } from '@portal/shared-utils';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { submissionErrors } from '../forms/submissionErrors';
import { withAttemptsLeft } from './attemptsLeft';
import { openForcedReset } from './forcedReset';

export interface LoginValues extends Record<string, unknown> {
  email: string;
  password: string;
}

/**
 * Logs in and calls onSignedIn; a refused login resolves with the errors to show, or opens the forced
 * reset. The single-brand
 * configuration skips reCAPTCHA; elsewhere the token is empty until a reCAPTCHA client is configured
 * (the API accepts that).
 */
export async function submitLogin(
  values: LoginValues,
  onSignedIn: () => void,
): Promise<SubmissionErrors | void> {
  const email = values.email.trim();
  try {
    const { response } = await login({ email, password: values.password, recaptchaToken: '' });
    if (response.token) return onSignedIn();
    return { [FORM_ERROR]: sharedMessages.genericError };
  } catch (error) {
    if (openForcedReset(error, email)) return undefined;
    return withAttemptsLeft(error, submissionErrors(error, ['email', 'password']));
  }
}
