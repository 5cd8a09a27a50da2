import { ApiError } from '@portal/shared-utils';
import { messages } from '../../messages';

/** The server's message, or 'Something went wrong, please try again later.' (spec 2 §8 PayID). */
export function payIdError(error: unknown): string {
  const message = error instanceof ApiError ? Object.values(error.errors).flat().join('. ') : '';
  return message || messages.deposit.payid.error;
}
