import { messages } from '@portal/shared-utils';
import { object, ref, string } from 'yup';
import { passwordSchema } from './passwordRules';

const m = messages.validation;

/** An email address: required and valid. */
export function emailSchema() {
  return string().trim().required(m.emailRequired).email(m.emailInvalid);
}

/** The retyped new password: required and equal to new_password. */
function confirmPasswordSchema() {
  return string()
    .required(m.confirmPasswordRequired)
    .oneOf([ref('new_password')], m.passwordsMustMatch);
}

/** Login: username or email, and password (spec 1 §5 Login). */
export const loginSchema = object({
  email: string().trim().required(m.loginEmailRequired),
  password: string().required(m.passwordRequired),
});

/** The email of a password reset request (spec 1 §5 Reset email). */
export const resetEmailSchema = object({ email: emailSchema() });

/** Change password: the current one, a new one meeting the rules and its confirmation (spec 1 §5). */
export const changePasswordSchema = object({
  password: string().required(m.currentPasswordRequired),
  new_password: passwordSchema(m.newPasswordRequired),
  new_confirm_password: confirmPasswordSchema(),
});

/** Reset password from the emailed link: a new password and its confirmation. */
export const resetPasswordSchema = object({
  new_password: passwordSchema(m.newPasswordRequired),
  new_confirm_password: confirmPasswordSchema(),
});

/** The code of the mobile verification (spec 1 §5 Mobile code). */
export const mobileCodeSchema = object({
  code: string().trim().required(m.mobileCodeRequired),
});
