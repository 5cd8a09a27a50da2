import type { TestContext } from 'yup';
import { messages } from '@portal/shared-utils';

const text = messages.forms;

/** A plain amount in dollars as typed: digits, a decimal point and digits, or both. */
const PLAIN_AMOUNT = /^(\d+\.?\d*|\.\d+)$/;
/** Dollars and cents: at most two decimals. */
const TO_THE_CENT = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/**
 * Why an amount typed in dollars is not one to send (every money field, one rule):
 * not a plain number ('abc', '1e2', '-5'), or more than two decimals ('10.005' is refused, never
 * rounded); null when it is one, or when it is empty (each field says what an empty one needs).
 */
export function dollarsError(amount: string): string | null {
  const typed = amount.trim();
  if (typed === '') return null;
  if (!PLAIN_AMOUNT.test(typed)) return text.amountNotNumber;
  return TO_THE_CENT.test(typed) ? null : text.amountDecimals;
}

/** dollarsError as a yup test of a money field: its message under the field. */
export function dollarsTest(this: TestContext, value: string | undefined) {
  const message = dollarsError(value ?? '');
  return message ? this.createError({ message }) : true;
}

/**
 * What a money field shows once left: an amount to the cent with its two decimals ('10.5' →
 * '10.50'); anything else as typed, for the rule to refuse (nothing is rounded away).
 */
export function withCents(value: string | undefined): string {
  const typed = value ?? '';
  return typed.trim() !== '' && dollarsError(typed) === null ? Number(typed).toFixed(2) : typed;
}
