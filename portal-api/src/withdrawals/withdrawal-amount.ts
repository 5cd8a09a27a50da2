import { fieldError, generalError, type HttpError } from '../http/http-error';
import { messages } from '@portal/contract';
import { formatDollars } from '../deposits/money-format';
import { readCents } from '../validation/money';
import { MIN_WITHDRAWAL } from './withdrawal-constants';

const m = messages.withdrawals;

/** Where a refusal goes: the amount field (bank form) or errors.error (US flow, spec 2 §7). */
export type AmountRefusal = (message: string) => HttpError;

export const onAmountField: AmountRefusal = (message) => fieldError('amount', message);
export const asGeneralError: AmountRefusal = (message) => generalError(422, message);

/** A withdrawal amount in cents, at least the minimum ($10.00); else `refuse` with the reason. */
export function withdrawalAmount(value: unknown, refuse: AmountRefusal): number {
  const reading = readCents(value);
  if ('problem' in reading) throw refuse(messages.moneyInvalid('Amount'));
  if (reading.cents < MIN_WITHDRAWAL) throw refuse(m.minimum(formatDollars(MIN_WITHDRAWAL)));
  return reading.cents;
}

/** The refusal of an amount above the available balance. */
export function overAvailable(refuse: AmountRefusal) {
  return (available: number) => refuse(m.overAvailable(formatDollars(available)));
}
