import { ApiError, messages } from '@portal/shared-utils';

/**
 * The server's own messages of a refused call joined with '. ' (spec 2 §8), or '' when it gave none
 * (no answer, or an answer without an errors body), so the caller can show its own fallback.
 */
export function serverMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return '';
  const message = Object.values(error.errors).flat().join('. ');
  return message === messages.genericError ? '' : message;
}
