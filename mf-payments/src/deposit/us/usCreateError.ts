import type { UsDepositCreated } from '@portal/contract';
import { US_DEPOSIT_METHOD } from '@portal/contract/deposits/us-deposit-methods';
import { locatedCallError } from '../../geo-packet/locatedCallError';
import { messages } from '../../messages';

const errors = messages.deposit.us.errors;

/**
 * A failed location check's text, the server's refusal of a US deposit request, or 'Unable to
 * create a deposit request. Please contact support'.
 */
export function usCreateError(error: unknown): string {
  return locatedCallError(error, errors.createContactSupport);
}

/**
 * What stops an accepted request before the widget (spec 2 §8): a registration to complete on the
 * provider's page, or a method that needs a registration id the request has none of.
 */
export function usRequestProblem(methodId: number, request: UsDepositCreated): string | null {
  if (request.meta.redirect_registration) return errors.registration;
  if (methodId === US_DEPOSIT_METHOD.vipPreferred && !request.meta.registration_id)
    return errors.vipPreferred;
  if (methodId === US_DEPOSIT_METHOD.playPlus && !request.meta.registration_id)
    return errors.playPlus;
  return null;
}
