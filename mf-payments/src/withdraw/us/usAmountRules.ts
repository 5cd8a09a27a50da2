import { formatMoney, toCents } from '@portal/shared-utils';
import { object, string } from 'yup';
import { messages } from '../../messages';

const text = messages.withdraw.us;

/** The amount text in cents, 0 when it is empty or no number. */
export function amountCents(amount: string | undefined): number {
  const cents = toCents(amount || '0');
  return Number.isNaN(cents) ? 0 : cents;
}

/** The US amount (spec 2 §5): a number, at least meta.min_withdrawal, at most what is available. */
export function usAmountSchema(minCents: number, availableCents: number) {
  return object({
    amount: string()
      .test('number', text.amountNumber, (value) => !Number.isNaN(toCents(value || '0')))
      .test('minimum', text.minimum(formatMoney(minCents)), (value) => {
        const cents = amountCents(value);
        return cents === 0 || cents >= minCents;
      })
      .test('balance', text.overBalance, (value) => amountCents(value) <= availableCents),
    account: string(),
  });
}
