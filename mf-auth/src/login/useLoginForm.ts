import {
  ApiError,
  errorMessages,
  login,
  messages as sharedMessages,
  openModal,
  type ErrorMeta,
} from '@portal/shared-utils';
import { useRef, useState, type FormEvent } from 'react';
import {
  validateLogin,
  type LoginField,
  type LoginFieldErrors,
  type LoginValues,
} from './validateLogin';

const FIELDS: readonly LoginField[] = ['email', 'password'];

/** The reCAPTCHA client is not part of the platform yet; the API accepts an empty token meanwhile. */
const RECAPTCHA_TOKEN = '';

/** A refused login whose meta asks for a forced reset opens reset-password with the email (spec 1 §4). */
function openForcedReset(meta: ErrorMeta | undefined, enteredEmail: string): boolean {
  if (!meta?.require_password_reset) return false;
  const email = typeof meta.email === 'string' && meta.email ? meta.email : enteredEmail;
  openModal('reset-password', { email });
  return true;
}

/**
 * The login form: values, required-field errors, the server's field errors and general message.
 * A successful login calls onSuccess.
 */
export function useLoginForm(onSuccess: () => void) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [generalError, setGeneralError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const change = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (errors: LoginFieldErrors) => {
    setFieldErrors(errors);
    const first = FIELDS.find((field) => errors[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneralError(undefined);
    const errors = validateLogin(values);
    showErrors(errors);
    if (Object.keys(errors).length > 0) return;

    const email = values.email.trim();
    setSubmitting(true);
    try {
      const { response } = await login({
        email,
        password: values.password,
        recaptchaToken: RECAPTCHA_TOKEN,
      });
      if (response.token) {
        onSuccess();
        return;
      }
      if (!openForcedReset(response.meta, email)) setGeneralError(sharedMessages.genericError);
    } catch (error) {
      if (openForcedReset(error instanceof ApiError ? error.meta : undefined, email)) return;
      const {
        email: emailError,
        password: passwordError,
        error: general,
        ...others
      } = errorMessages(error);
      showErrors({ email: emailError, password: passwordError });
      setGeneralError(general ?? (Object.values(others).join('\n') || undefined));
    } finally {
      setSubmitting(false);
    }
  };

  const register = (field: LoginField) => ({
    name: field,
    value: values[field],
    error: fieldErrors[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
  });

  return { register, submit, submitting, generalError };
}
