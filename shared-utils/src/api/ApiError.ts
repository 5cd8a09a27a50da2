import { messages } from '../messages';

/** Field name to messages; the key `error` holds a general message (spec 1 §8). */
export type ErrorMap = Record<string, string[]>;

export type ErrorMeta = Record<string, unknown>;

/** A failed API call: the HTTP status (0 when the request never got an answer), errors and meta. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorMap;
  readonly meta: ErrorMeta;

  constructor(status: number, errors: ErrorMap, meta: ErrorMeta = {}) {
    super(Object.values(errors).flat().join('\n') || messages.genericError);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.meta = meta;
  }

  /** An error carrying only the generic message. */
  static generic(status: number): ApiError {
    return new ApiError(status, { error: [messages.genericError] });
  }
}
