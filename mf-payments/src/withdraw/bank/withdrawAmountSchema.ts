import { toCents } from '@portal/shared-utils';
import { object, string } from 'yup';
import { messages } from '../../messages';
import { dollarsError, dollarsTest } from '@portal/shared-utils/forms';

const text = messages.withdraw.amount;

/** The smallest bank withdrawal, in cents (spec 2 §5, §9). */
export const MIN_WITHDRAWAL_CENTS = 1000;

/** The amount the form starts at (spec 2 §5). */
export const DEFAULT_WITHDRAWAL = '10.00';

/** Whether the amount text may be withdrawn: an amount to the cent of at least $10. */
export function meetsMinimum(amount: string | undefined): boolean {
  const typed = amount ?? '';
  return (
    typed.trim() !== '' && dollarsError(typed) === null && toCents(typed) >= MIN_WITHDRAWAL_CENTS
  );
}

export const withdrawAmountSchema = object({
  amount: string().test('dollars', dollarsTest).test('minimum', text.minimum, meetsMinimum),
});
