import { ApiError, messages as sharedMessages } from '@portal/shared-utils';
import { messages } from '../messages';

/**
 * What a refused limit, break, self-exclusion or close call says (spec 2 §8): every message the
 * server gave, joined with line breaks, or "We couldn't process the request, please try again." when
 * it gave none (no answer, or an answer without an errors body).
 */
export function failureText(error: unknown, fallback: string = messages.common.requestFailed) {
  if (!(error instanceof ApiError)) return fallback;
  const text = Object.values(error.errors)
    .flat()
    .filter((message) => message && message !== sharedMessages.genericError)
    .join('\n');
  return text || fallback;
}
