import { messages } from '@portal/contract';
import type { ErrorCollector } from '../validation/error-collector';
import { readText, type Body } from '../validation/values';

const m = messages.signup;
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 15;

/**
 * The phone of spec 1 §5: spaces stripped, digits only, 9 to 15 of them; exactly 10 in the US
 * (a cell number). Returns the digits.
 */
export function readPhone(body: Body, us: boolean, errors: ErrorCollector): string | undefined {
  const raw = readText(body, 'phone', errors, {
    label: us ? 'Phone number' : 'Mobile Number',
    required: us ? m.usPhoneRequired : m.mobileRequired,
    max: 40,
  });
  if (raw === undefined) return undefined;
  const digits = raw.replace(/\s+/g, '');
  if (us) {
    if (/^\d{10}$/.test(digits)) return digits;
    errors.add('phone', m.usPhoneLength);
    return undefined;
  }
  if (!/^\d+$/.test(digits)) errors.add('phone', m.mobileDigits);
  else if (digits.length < PHONE_MIN_DIGITS) errors.add('phone', m.mobileTooShort);
  else if (digits.length > PHONE_MAX_DIGITS) errors.add('phone', m.mobileTooLong);
  else return digits;
  return undefined;
}
