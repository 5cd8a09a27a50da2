import { formatMoney, toCents } from '@portal/shared-utils';
import { object, string } from 'yup';
import { messages } from '../../messages';
import { dollarsError, dollarsTest } from '@portal/shared-utils/forms';

const text = messages.withdraw.us;

/** The amount text in cents, 0 when it is empty or no amount to the cent. */
export function amountCents(amount: string | undefined): number {
  const typed = amount ?? '';
  return typed.trim() === '' || dollarsError(typed) ? 0 : toCents(typed);
}

/** The US amount (spec 2 §5): to the cent, at least meta.min_withdrawal, at most what is available. */
export function usAmountSchema(minCents: number, availableCents: number) {
  return object({
    amount: string()
      .test('dollars', dollarsTest)
      .test('minimum', text.minimum(formatMoney(minCents)), (value) => {
        const cents = amountCents(value);
        return cents === 0 || cents >= minCents;
      })
      .test('balance', text.overBalance, (value) => amountCents(value) <= availableCents),
    account: string(),
  });
}
