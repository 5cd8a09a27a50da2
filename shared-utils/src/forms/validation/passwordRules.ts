import { messages } from '@portal/shared-utils';
import { string } from 'yup';

const m = messages.validation;

export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRule {
  id: 'case' | 'number' | 'length';
  /** The hint shown next to the password field. */
  hint: string;
  test: (password: string) => boolean;
}

/** The password rules, in the order the hints show them (spec 1 §5). */
export const passwordRules: readonly PasswordRule[] = [
  { id: 'case', hint: m.passwordHints.case, test: (p) => /[a-z]/.test(p) && /[A-Z]/.test(p) },
  { id: 'number', hint: m.passwordHints.number, test: (p) => /\d/.test(p) },
  { id: 'length', hint: m.passwordHints.length, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
];

/** A new password: required, 8 or more characters, a lowercase and an uppercase letter and a number. */
export function passwordSchema(requiredMessage: string = m.passwordRequired) {
  return string()
    .required(requiredMessage)
    .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
    .matches(/[a-z]/, m.passwordLowercase)
    .matches(/[A-Z]/, m.passwordUppercase)
    .matches(/\d/, m.passwordNumber);
}
