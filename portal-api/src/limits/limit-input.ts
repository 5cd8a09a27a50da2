import { HttpError } from '../http/http-error';
import { messages } from '@portal/contract';
import { ErrorCollector } from '../validation/error-collector';
import { readCents } from '../validation/money';
import type { AvailableLimit } from '@portal/contract';
import { TIME_LIMIT_MAX_MINUTES } from './time-amount';

const m = messages.limits;

/** The highest limit a player may set, in cents ($1,000,000.00, as at registration). */
export const LIMIT_MAX_CENTS = 100_000_000;

/** A POST /limits body once read: the type on offer, its duration, and what to do. */
export interface LimitChange {
  type: AvailableLimit;
  durationId: number;
  durationName: string;
  /** `limit: null`: remove the limit in force of this type and duration. */
  removal: boolean;
  /** Cents; null for a removal or a type without an amount. */
  amount: number | null;
}

function readAmount(body: Record<string, unknown>, type: AvailableLimit, e: ErrorCollector) {
  const value = body.limit;
  if (value === null) return { removal: true, amount: null };
  if (!type.has_amount) {
    if (value !== undefined) e.add('limit', m.noAmount);
    return { removal: false, amount: null };
  }
  if (type.unit === 'minutes') {
    const valid = Number.isSafeInteger(value) && (value as number) >= 1;
    if (!valid || (value as number) > TIME_LIMIT_MAX_MINUTES) e.add('limit', m.minutesInvalid);
    return { removal: false, amount: valid ? (value as number) : null };
  }
  const reading = readCents(value);
  if ('problem' in reading || reading.cents < 0) e.add('limit', m.amountInvalid);
  else if (reading.cents > LIMIT_MAX_CENTS) e.add('limit', m.amountTooLarge);
  return { removal: false, amount: 'cents' in reading ? reading.cents : null };
}

/**
 * `{limit_type_id, duration_type_id, limit}`: a type offered in the player's country, one of its
 * durations, and whole cents from 0 (whole minutes from 1 to 24 hours for a time limit) for a type
 * with an amount (left out for one without; null removes). Every problem at once as a 422.
 */
export function readLimitChange(
  body: Record<string, unknown>,
  available: AvailableLimit[],
): LimitChange {
  const e = new ErrorCollector();
  const type = available.find((offered) => offered.id === body.limit_type_id);
  const duration = type?.durations.find((offered) => offered.id === body.duration_type_id);
  if (!type) e.add('limit_type_id', m.typeUnavailable);
  if (!duration) e.add('duration_type_id', m.durationInvalid);
  const amount = type && readAmount(body, type, e);
  if (!type || !duration || !amount || !e.isEmpty) throw new HttpError(422, e.errors);
  return { type, durationId: duration.id, durationName: duration.name, ...amount };
}
