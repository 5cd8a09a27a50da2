import { fieldError } from '../http/http-error';
import { messages } from '@portal/contract';

/** A string of cents: digits with an optional minus, nothing else. */
const CENTS_STRING = /^-?\d{1,15}$/;

export type CentsReading = { cents: number } | { problem: 'invalid' | 'fraction' };

/**
 * Money as the API takes it: a JSON integer of cents or a string of the digits of cents ("1250").
 * Infinity, "1e400", "0x10", " 12 ", true or a float are not money, and neither is a string with a
 * decimal point: "1000.00" reads as dollars to a person and as cents to this API, so it is refused
 * rather than guessed. A number with a fraction of a cent is its own problem, so that forms can say so.
 */
export function readCents(value: unknown): CentsReading {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { problem: 'invalid' };
    if (!Number.isInteger(value)) return { problem: 'fraction' };
    return Number.isSafeInteger(value) ? { cents: value } : { problem: 'invalid' };
  }
  if (typeof value !== 'string' || !CENTS_STRING.test(value)) return { problem: 'invalid' };
  const cents = Number(value);
  return { cents: Object.is(cents, -0) ? 0 : cents };
}

/** An amount of cents within ±maxCents, or a 422 on the field saying what money looks like. */
export function requireCents(value: unknown, field: string, label: string, maxCents: number) {
  const reading = readCents(value);
  if ('problem' in reading) throw fieldError(field, messages.moneyInvalid(label));
  if (reading.cents > maxCents) throw fieldError(field, messages.fieldTooLarge(label, maxCents));
  if (reading.cents < -maxCents) throw fieldError(field, messages.fieldTooSmall(label, -maxCents));
  return reading.cents;
}
