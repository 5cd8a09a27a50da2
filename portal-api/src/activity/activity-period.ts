import { ACTIVITY_HISTORY_YEARS, messages, type ActivityQuery } from '@portal/contract';
import { fieldError } from '../http/http-error';
import { ErrorCollector } from '../validation/error-collector';
import {
  addMonths,
  addYears,
  firstDayOf,
  lastDayOf,
  monthOfDay,
  parseDay,
  parseMonth,
} from './calendar';

const m = messages.activity;

/** A run of calendar days in the region's time zone, both included. */
export interface ActivityDays {
  from: string;
  to: string;
}

/** The first day a statement may cover: 7 years of history stay in the account. */
export function earliestDay(today: string): string {
  return addYears(today, -ACTIVITY_HISTORY_YEARS);
}

/**
 * The days of a statement query: this month or this year up to today, the whole of last month,
 * or a custom range (both days required, real days, FROM not after TO, neither in the future nor
 * more than 7 years back). Every problem at once as a 422 on its field.
 */
export function readActivityDays(query: ActivityQuery, today: string): ActivityDays {
  const month = monthOfDay(today);
  switch (query.period ?? 'this-month') {
    case 'this-month':
      return { from: firstDayOf(month), to: today };
    case 'last-month':
      return { from: firstDayOf(addMonths(month, -1)), to: lastDayOf(addMonths(month, -1)) };
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'custom':
      return readCustomDays(query, today);
  }
}

function readCustomDays(query: ActivityQuery, today: string): ActivityDays {
  const errors = new ErrorCollector();
  const earliest = earliestDay(today);
  const read = (field: 'from' | 'to', label: string) => {
    const raw = query[field]?.trim();
    if (!raw) {
      errors.add(field, messages.fieldRequired(label));
      return null;
    }
    const day = parseDay(raw);
    if (!day) errors.add(field, m.dateFormat(label));
    else if (day > today) errors.add(field, m.inFuture(label));
    else if (day < earliest) errors.add(field, m.tooFarBack(label, earliest));
    return day;
  };
  const from = read('from', 'From');
  const to = read('to', 'To');
  if (from && to && from > to && !errors.has('from') && !errors.has('to')) {
    errors.add('from', m.fromAfterTo);
  }
  errors.throwIfAny();
  return { from: from!, to: to! };
}

/**
 * A month named in a query or body: a real YYYY-MM, not after this month and not more than 7
 * years back; with `finished`, before this month. A 422 on `field` otherwise.
 */
export function readMonth(
  raw: string,
  today: string,
  { field, label, finished }: { field: string; label: string; finished: boolean },
): string {
  const month = parseMonth(raw.trim());
  const current = monthOfDay(today);
  const earliest = monthOfDay(earliestDay(today));
  if (!month) throw fieldError(field, m.monthFormat(label));
  if (finished && month >= current) throw fieldError(field, m.monthNotFinished);
  if (month > current) throw fieldError(field, m.inFuture(label));
  if (month < earliest) throw fieldError(field, m.tooFarBack(label, earliest));
  return month;
}
