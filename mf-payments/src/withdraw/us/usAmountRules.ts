import { formatMoney, toCents } from '@portal/shared-utils';
import { object, string } from 'yup';
import { messages } from '../../messages';

const text = messages.withdraw.us;

/** US quick amounts in dollars (spec 2 §5). */
export const US_WITHDRAW_QUICK_ADD = [20, 50, 100, 250] as const;

/** The amount text in cents, 0 when it is empty or no number. */
export function amountCents(amount: string | undefined): number {
  const cents = toCents(amount || '0');
  return Number.isNaN(cents) ? 0 : cents;
}

/** Cents as the amount text (two decimals). */
export const dollarsText = (cents: number) => (cents / 100).toFixed(2);

/** The amount plus some dollars, never more than the available balance (spec 2 §5). */
export function addCapped(amount: string, dollars: number, availableCents: number): string {
  return dollarsText(Math.min(amountCents(amount) + dollars * 100, availableCents));
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
