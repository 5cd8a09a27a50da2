import { messages } from '@portal/contract';
import { ErrorCollector } from '../validation/error-collector';

const m = messages.transactions;

/** YYYY-MM-DDTHH:MM:SS with an optional fraction and a zone (Z or ±HH:MM). */
const BOUNDARY =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,3})?(Z|[+-]\d{2}:?\d{2})$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The export's longest range: TO at most this many days after FROM (spec 2 §5, §9). */
export const EXPORT_MAX_DAYS = 365;

interface Boundary {
  instant: Date;
  /** The calendar date as a day number, whatever the zone. */
  day: number;
}

export interface TransactionRange {
  /** Inclusive. */
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
}

/** A boundary as spec 2 §7 sends it; a `+` a query string turned into a space is read as `+`. */
export function readBoundary(raw: string): Boundary | null {
  const match = BOUNDARY.exec(raw.replace(/ (\d{2}:?\d{2})$/, '+$1'));
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction = '', zone] = match;
  const calendar = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const real = new Date(calendar).getUTCDate() === Number(day) && Number(month) <= 12;
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const instant = new Date(
    `${year}-${month}-${day}T${hour}:${minute}:${second}${fraction}${offset}`,
  );
  if (!real || Number.isNaN(instant.getTime())) return null;
  return { instant, day: calendar / DAY_MS };
}

/**
 * transaction_from (inclusive) and transaction_to (exclusive: the chosen TO day plus one), each
 * optional unless `required`; FROM must not be after TO. With `maxDays`, TO may be at most that
 * many days after FROM plus the one day the client adds, else a transaction_to error (the export's
 * "under one year"). Every problem at once as a 422.
 */
export function readTransactionRange(
  query: { transaction_from?: string; transaction_to?: string },
  options: { required: boolean; maxDays?: number },
): TransactionRange {
  const errors = new ErrorCollector();
  const read = (field: 'transaction_from' | 'transaction_to', label: string) => {
    const raw = query[field]?.trim();
    if (!raw) {
      if (options.required) errors.add(field, messages.fieldRequired(label));
      return null;
    }
    const boundary = readBoundary(raw);
    if (!boundary) errors.add(field, m.dateFormat(label));
    return boundary;
  };
  const from = read('transaction_from', 'Transaction from');
  const to = read('transaction_to', 'Transaction to');
  if (from && to) {
    if (from.instant >= to.instant) errors.add('transaction_from', m.fromAfterTo);
    else if (options.maxDays !== undefined && to.day - from.day > options.maxDays + 1) {
      errors.add('transaction_to', m.rangeTooLong);
    }
  }
  errors.throwIfAny();
  return { from: from?.instant ?? null, to: to?.instant ?? null };
}
