import { messages } from '../messages';
import { ApiError, type ErrorMap } from './ApiError';

/**
 * Each field's messages joined into one text, for showing under the field: line breaks by default,
 * '. ' where a form asks (deposit and reset forms). Anything that is not an API error gives the
 * generic message under the key `error`.
 */
export function errorMessages(error: unknown, separator = '\n'): Record<string, string> {
  const errors: ErrorMap =
    error instanceof ApiError ? error.errors : { error: [messages.genericError] };
  return Object.fromEntries(
    Object.entries(errors).map(([field, fieldMessages]) => [field, fieldMessages.join(separator)]),
  );
}
