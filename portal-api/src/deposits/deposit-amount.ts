import { fieldError } from '../http/http-error';
import { messages } from '@portal/contract';
import { readCents } from '../validation/money';
import { DEPOSIT_BOUNDS } from './deposit-constants';
import { formatDollars } from './money-format';

/** A deposit amount in cents within [min, max]; else a 422 on `amount` with the spec's words. */
export function depositAmount(
  value: unknown,
  min: number = DEPOSIT_BOUNDS.min_deposit,
  max: number = DEPOSIT_BOUNDS.max_deposit,
): number {
  const reading = readCents(value);
  if ('problem' in reading) throw fieldError('amount', messages.moneyInvalid('Amount'));
  if (reading.cents < min)
    throw fieldError('amount', messages.deposits.atLeast(formatDollars(min)));
  if (reading.cents > max) throw fieldError('amount', messages.deposits.atMost(formatDollars(max)));
  return reading.cents;
}

/** A cash code amount: whole dollars, $10 to $8000 (spec 2 §5 Cash code). */
export function cashCodeAmount(value: unknown): number {
  const reading = readCents(value);
  if (!('problem' in reading) && reading.cents > DEPOSIT_BOUNDS.max_blueshyft_deposit) {
    throw fieldError('amount', messages.deposits.cashMaximum);
  }
  const cents = depositAmount(value, DEPOSIT_BOUNDS.min_blueshyft_deposit);
  if (cents % 100 !== 0) throw fieldError('amount', messages.deposits.cashWholeDollars);
  return cents;
}
