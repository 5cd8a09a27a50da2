import { ACTIVITY_HISTORY_YEARS } from '@portal/contract/activity/rules';
import { formatDate } from '@portal/shared-utils';
import { messages } from '../messages';
import type { Day } from '../transactions/dayRange';
import { yearsBefore } from './period';

const text = messages.activity.period;

/** A message for FROM, TO, or both. */
export interface RangeErrors {
  from?: string;
  to?: string;
}

/**
 * The API's rules for a custom range, checked before asking: each day given, neither after today
 * nor more than ACTIVITY_HISTORY_YEARS back (today being the player's zone's), and FROM not after TO.
 */
export function customRangeErrors(from: Day, to: Day, today: Day): RangeErrors {
  const earliest = yearsBefore(today, ACTIVITY_HISTORY_YEARS);
  const dayError = (day: Day, label: string) => {
    if (!day) return text.required(label);
    if (day > today) return text.inFuture(label);
    if (day < earliest) return text.tooFarBack(label, ACTIVITY_HISTORY_YEARS, formatDate(earliest));
    return undefined;
  };
  const errors: RangeErrors = { from: dayError(from, text.from), to: dayError(to, text.to) };
  if (!errors.from && !errors.to && from > to) errors.from = text.fromAfterTo;
  return errors;
}

/** The server's refusal of a custom range, at the field it names. */
export function serverRangeErrors(errors: Record<string, string[]> | undefined): RangeErrors {
  return { from: errors?.from?.join(' '), to: errors?.to?.join(' ') };
}
