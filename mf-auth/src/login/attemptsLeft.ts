import { ApiError } from '@portal/shared-utils';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { messages } from '../messages';

/** meta.attempts_left of a refused login when it is a positive whole number (spec 1 §4 Login). */
function attemptsLeft(error: unknown): number | null {
  const left = error instanceof ApiError ? error.meta.attempts_left : undefined;
  return typeof left === 'number' && Number.isInteger(left) && left > 0 ? left : null;
}

/** Adds 'N attempts left' under the general message of a refused login, when the server says. */
export function withAttemptsLeft(error: unknown, errors: SubmissionErrors): SubmissionErrors {
  const left = attemptsLeft(error);
  if (left === null) return errors;
  const general = errors?.[FORM_ERROR] as string | undefined;
  const notice = messages.login.attemptsLeft(left);
  return { ...errors, [FORM_ERROR]: general ? `${general}\n${notice}` : notice };
}
