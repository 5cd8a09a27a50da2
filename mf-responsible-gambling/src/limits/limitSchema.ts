import { toCents } from '@portal/shared-utils';
import { object, string } from 'yup';
import { messages } from '../messages';

const text = messages.limits;

/** A dollar amount the page can send as whole cents: a decimal number, not below 0. */
function isAmount(value: string | undefined): boolean {
  const cents = toCents(value ?? '');
  return Number.isFinite(cents) && cents >= 0;
}

/** A limit to set: a duration, and an amount in dollars for types that take one (spec 2 §5). */
export function limitSchema(withAmount: boolean) {
  return object({
    duration: string().required(text.durationRequired),
    amount: withAmount
      ? string().trim().required(text.amountInvalid).test('amount', text.amountInvalid, isAmount)
      : string(),
  });
}
