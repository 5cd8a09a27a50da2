import { object, string } from 'yup';
import { messages } from '../../messages';
import type { DepositMeta, MethodKind } from '../methods/depositMethods';
import { depositAmountError } from './depositAmountRules';

export interface HomeValues extends Record<string, unknown> {
  /** The chosen saved method's key (entryKey). */
  method: string;
  /** Dollars as typed. */
  amount: string;
  /** The chosen promotion's id, '' for none. */
  promotion: string;
}

/**
 * A deposit's amount field with Home's rules (spec 2 §5), for the method `kindOf` reads from the
 * form's values: Home, the card page and the bank transfer and BPAY notices share it.
 */
export function depositAmountField(
  meta: DepositMeta,
  kindOf: (values: Record<string, unknown>) => MethodKind | null,
) {
  return string().test('deposit-amount', function check(value) {
    const message = depositAmountError(value ?? '', kindOf(this.parent), meta);
    return message ? this.createError({ message }) : true;
  });
}

/** Home's form: a saved method is chosen, and the amount fits that method's bounds (spec 2 §5). */
export function homeSchema(meta: DepositMeta, kindOf: (methodKey: string) => MethodKind | null) {
  return object({
    method: string().required(messages.deposit.home.noMethod),
    amount: depositAmountField(meta, (values) => kindOf(String(values.method ?? ''))),
  });
}
