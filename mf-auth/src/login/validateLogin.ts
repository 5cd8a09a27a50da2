import { messages } from '../messages';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginField = keyof LoginValues;

export type LoginFieldErrors = Partial<Record<LoginField, string>>;

/** Username/email and password are required (spec 1 §5 Login). */
export function validateLogin(values: LoginValues): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!values.email.trim()) errors.email = messages.login.emailRequired;
  if (!values.password) errors.password = messages.login.passwordRequired;
  return errors;
}
