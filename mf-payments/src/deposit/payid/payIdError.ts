import { messages } from '../../messages';
import { serverMessage } from '../serverMessage';

/** The server's message, or 'Something went wrong, please try again later.' (spec 2 §8 PayID). */
export function payIdError(error: unknown): string {
  return serverMessage(error) || messages.deposit.payid.error;
}
