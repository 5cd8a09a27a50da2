import { toCents } from '@portal/shared-utils';
import { object, string } from 'yup';
import { messages } from '../../messages';

const text = messages.withdraw.amount;

/** The smallest bank withdrawal, in cents (spec 2 §5, §9). */
export const MIN_WITHDRAWAL_CENTS = 1000;

/** The amount the form starts at (spec 2 §5). */
export const DEFAULT_WITHDRAWAL = '10.00';

/** Whether the amount text may be withdrawn: a number of at least $10. */
export function meetsMinimum(amount: string | undefined): boolean {
  const cents = toCents(amount ?? '');
  return !Number.isNaN(cents) && cents >= MIN_WITHDRAWAL_CENTS;
}

export const withdrawAmountSchema = object({
  amount: string()
    .test('number', text.number, (value) => !Number.isNaN(toCents(value ?? '')))
    .test('minimum', text.minimum, meetsMinimum),
});
