import { errorMessages } from '@portal/shared-utils';
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';

/**
 * A refused submission as final-form submission errors (spec 1 §8): each known field's messages
 * joined with the separator under that field; the key 'error', and any field the form does not show,
 * as the general message (FORM_ERROR).
 */
export function submissionErrors(
  error: unknown,
  fields: readonly string[],
  separator = '\n',
): SubmissionErrors {
  const general: string[] = [];
  let errors: Record<string, unknown> = {};
  Object.entries(errorMessages(error, separator)).forEach(([field, message]) => {
    if (fields.includes(field)) errors = setIn(errors, field, message) as Record<string, unknown>;
    else general.push(message);
  });
  return general.length > 0 ? { ...errors, [FORM_ERROR]: general.join('\n') } : errors;
}
