import { login } from '@portal/shared-utils';
import { recaptchaToken } from '../recaptcha/recaptcha';

/** What the login form holds: the username or e-mail, and the password. */
export interface LoginValues extends Record<string, unknown> {
  email: string;
  password: string;
}

/**
 * Logs in with what the form holds and a reCAPTCHA token of the login action (empty when
 * reCAPTCHA is off); `readOnly` asks for a closed account's read-only session.
 */
export function loginWithValues(values: LoginValues, readOnly = false) {
  return recaptchaToken('login').then((token) =>
    login({
      email: values.email.trim(),
      password: values.password,
      recaptchaToken: token,
      ...(readOnly && { readOnly }),
    }),
  );
}
