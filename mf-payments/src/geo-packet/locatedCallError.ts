import { apiErrorText } from '@portal/shared-utils';
import { LocationCheckError } from '../location';

/**
 * Why a US deposit or withdrawal call failed (spec 2 §8): the failed location check's own text
 * (nothing was sent), the server's refusal (its 403 'Your location could not be verified. Please
 * try again.' among them), or `fallback`.
 */
export function locatedCallError(error: unknown, fallback: string): string {
  if (error instanceof LocationCheckError) return error.message;
  return apiErrorText(error, { separator: '. ', fallback });
}
