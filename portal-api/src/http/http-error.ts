import { messages } from '@portal/contract';

/** Field name to messages; the key `error` holds general messages (spec 1 §8). */
export type FieldErrors = Record<string, string[]>;
export type ErrorMeta = Record<string, unknown>;

export interface ErrorBody {
  errors: FieldErrors;
  meta?: ErrorMeta;
}

/** An error answered with its status and the field-to-messages map. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: FieldErrors,
    readonly meta?: ErrorMeta,
  ) {
    super(Object.values(errors).flat()[0] ?? messages.generic);
    this.name = 'HttpError';
  }

  body(): ErrorBody {
    return this.meta ? { errors: this.errors, meta: this.meta } : { errors: this.errors };
  }
}

/** An error with one general message. */
export function generalError(statusCode: number, message: string, meta?: ErrorMeta): HttpError {
  return new HttpError(statusCode, { error: [message] }, meta);
}

/** A 422 on one field. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, { [field]: [message] });
}
