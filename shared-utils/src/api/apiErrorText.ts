import { messages } from '../messages';
import { ApiError } from './ApiError';

export interface ApiErrorTextOptions {
  /** Between two messages: a line break (banners, notices), or '. ' where the spec joins them inline. */
  separator?: string;
  /** When the server gave no message of its own (no answer, no errors body, or only the generic one). */
  fallback?: string;
}

/**
 * The one text for a failed call (spec 1 §8, spec 2 §8): every message the server gave, joined with
 * `separator`, or `fallback` (the generic message unless the screen has its own) when it gave none.
 */
export function apiErrorText(
  error: unknown,
  { separator = '\n', fallback = messages.genericError }: ApiErrorTextOptions = {},
): string {
  if (!(error instanceof ApiError)) return fallback;
  const text = Object.values(error.errors)
    .flat()
    .filter((message) => message && message !== messages.genericError)
    .join(separator);
  return text || fallback;
}
